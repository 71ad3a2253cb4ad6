/** The admin's audit log viewer (issue 8, item 7). */
export const audit = {
  audit: {
    title: "Audit log",
    subtitle: "Every change made in the back office: who, what, when, before and after.",
    count_one: "{{count}} change",
    count_other: "{{count}} changes",
    filters: {
      label: "Filter the log",
      entity: "What changed",
      anyEntity: "Anything",
      actor: "Admin's e-mail",
      from: "From",
      to: "To",
    },
    entities: {
      product: "Product",
      stock: "Stock",
      category: "Category",
      order: "Order",
      coupon: "Coupon",
      user: "Customer",
      review: "Review",
      gift_card: "Gift card",
      return: "Return",
    },
    entry: {
      by: "by {{email}}",
      field: "Field",
      before: "Before",
      after: "After",
      empty: "(empty)",
      created: "Created",
      removed: "Removed",
    },
    empty: "No changes recorded yet.",
  },
} as const;
