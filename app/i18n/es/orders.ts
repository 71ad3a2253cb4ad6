import type { orders as english } from "../en/orders";
import type { Translations } from "../types";

export const orders = {
  orders: {
    metaTitle: "Mis pedidos | Sweet Trip",
    heading: "Mis pedidos",
    empty: "Aún no tienes pedidos",
    emptyMessage: "Cuando hagas tu primer pedido, aparecerá aquí.",
    startShopping: "Empezar a comprar",
    count_one: "{{count}} pedido",
    count_other: "{{count}} pedidos",
    placed: "Realizado el {{date}}",
    items_one: "{{count}} artículo",
    items_other: "{{count}} artículos",
    pageTitle: "Mis pedidos, página {{page}} | Sweet Trip",
    detail: {
      back: "Mis pedidos",
      heading: "Pedido {{number}}",
      placed: "Realizado el {{date}}",
      payment: "Pago",
      paymentStatus: {
        paid: "Pagado el {{date}}",
        awaiting: "Pendiente de pago",
        unpaid: "No pagado: no se ha cobrado nada",
        refunded: "Reembolsado",
      },
      coupon: "Cupón",
      noCoupon: "Ninguno",
      history: "Historial del pedido",
      events: {
        pending_payment: "Pedido realizado",
        paid: "Pago recibido",
        processing: "En preparación",
        shipped: "Enviado",
        delivered: "Entregado",
        cancelled: "Cancelado",
        refunded: "Reembolsado",
      },
    },
    wishlist: {
      metaTitle: "Mi lista de deseos | Sweet Trip",
      heading: "Mi lista de deseos",
      empty: "Tu lista de deseos está vacía",
      emptyMessage: "Guarda en tu lista de deseos los productos que te encantan.",
      browse: "Ver productos",
      count_one: "{{count}} producto guardado",
      count_other: "{{count}} productos guardados",
      remove: "Quitar {{name}} de la lista de deseos",
      removed: "{{name}} se quitó de la lista de deseos",
      removeFailed: "No se pudo quitar de la lista de deseos",
    },
  },
} as const satisfies Translations<typeof english>;
