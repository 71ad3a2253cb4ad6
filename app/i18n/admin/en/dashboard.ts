/** The admin dashboard (spec section 2, Admin; issue 8). */
export const dashboard = {
  dashboard: {
    title: "Admin Dashboard",
    subtitle: "How the shop is doing, from its own data.",
    stats: {
      label: "Key figures",
      revenue: "Total Revenue",
      revenueHint: "Paid orders, refunds excluded",
      orders: "Total Orders",
      ordersHint: "Placed and paid",
      customers: "Total Customers",
      customersHint: "Registered shoppers",
      products: "Products",
      productsHint: "{{active}} on sale",
    },
    quickActions: {
      title: "Quick Actions",
      products: "Manage Products",
      orders: "View Orders",
      coupons: "Manage Coupons",
    },
    revenueChart: {
      title: "Revenue, last 30 days",
      summary: "{{total}} over 30 days; best day {{best}} on {{date}}.",
      empty: "No paid orders in the last 30 days.",
      day: "{{date}}: {{amount}}",
    },
    byStatus: {
      title: "Orders by status",
      empty: "No orders yet.",
    },
    lowStock: {
      title: "Low stock",
      empty: "Every product has more than {{threshold}} in stock.",
      left_one: "{{count}} left",
      left_other: "{{count}} left",
      out: "Out of stock",
    },
    latestOrders: {
      title: "Latest orders",
      empty: "No orders yet.",
      viewAll: "All orders",
      number: "Order",
      customer: "Customer",
      date: "Date",
      status: "Status",
      total: "Total",
    },
  },
} as const;
