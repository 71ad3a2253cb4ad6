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
        awaiting: "Sin pagar, no se ha cobrado nada: un pedido sin pagar se cancela a los {{count}} minutos",
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
  },
} as const satisfies Translations<typeof english>;
