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
    declines: {
      title: "Pagos rechazados",
      period: "Últimas 24 horas",
      declined: "Pagos rechazados",
      clientsStopped: "Clientes bloqueados",
      note: "Pruebas de tarjetas: un cliente queda bloqueado una hora tras 5 rechazos y un pedido se cancela tras 3.",
    },
    lowStock: {
      title: "Poco stock",
      empty: "Todos los productos tienen más de {{threshold}} unidades.",
      left_one: "Queda {{count}}",
      left_other: "Quedan {{count}}",
      out: "Agotado",
    },
    missingTranslations: {
      title: "Falta el español",
      summary_one: "{{count}} por traducir: mientras tanto, las páginas en español lo muestran en inglés.",
      summary_other: "{{count}} por traducir: mientras tanto, las páginas en español los muestran en inglés.",
      empty: "Todo lo que ven los clientes está también en español.",
      categories: "Categorías ({{count}})",
      products: "Productos a la venta ({{count}})",
      productsNote: "Solo las descripciones: las marcas y los nombres propios no se traducen.",
      nameMissing: "Falta el nombre",
      descriptionMissing: "Falta la descripción",
      bothMissing: "Faltan el nombre y la descripción",
      more_one: "Y {{count}} más.",
      more_other: "Y {{count}} más.",
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
