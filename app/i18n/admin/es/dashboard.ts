import type { Translations } from "../types";
import type { dashboard as english } from "../en/dashboard";

export const dashboard: Translations<typeof english> = {
  dashboard: {
    title: "Panel de administración",
    subtitle: "Cómo va la tienda, con sus propios datos.",
    stats: {
      label: "Cifras clave",
      revenue: "Ingresos totales",
      revenueHint: "Pedidos pagados, sin reembolsos",
      orders: "Pedidos totales",
      ordersHint: "Realizados y pagados",
      customers: "Clientes totales",
      customersHint: "Compradores registrados",
      products: "Productos",
      productsHint: "{{active}} a la venta",
    },
    quickActions: {
      title: "Acciones rápidas",
      products: "Gestionar productos",
      orders: "Ver pedidos",
      coupons: "Gestionar cupones",
    },
    revenueChart: {
      title: "Ingresos de los últimos 30 días",
      summary: "{{total}} en 30 días; mejor día {{best}} el {{date}}.",
      empty: "No hay pedidos pagados en los últimos 30 días.",
      day: "{{date}}: {{amount}}",
    },
    byStatus: {
      title: "Pedidos por estado",
      empty: "Aún no hay pedidos.",
    },
    lowStock: {
      title: "Poco stock",
      empty: "Todos los productos tienen más de {{threshold}} unidades.",
      left_one: "Queda {{count}}",
      left_other: "Quedan {{count}}",
      out: "Agotado",
    },
    latestOrders: {
      title: "Últimos pedidos",
      empty: "Aún no hay pedidos.",
      viewAll: "Todos los pedidos",
      number: "Pedido",
      customer: "Cliente",
      date: "Fecha",
      status: "Estado",
      total: "Total",
    },
  },
};
