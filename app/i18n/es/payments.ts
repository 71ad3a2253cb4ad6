import type { payments as english } from "../en/payments";
import type { Translations } from "../types";

export const payments = {
  payments: {
    card: {
      invalidNumber: "El número de tu tarjeta no es válido.",
      invalidExpiryMonth: "El mes de caducidad de tu tarjeta no es válido.",
      invalidExpiryYear: "El año de caducidad de tu tarjeta no es válido.",
      invalidCvc: "El código de seguridad de tu tarjeta no es válido.",
      expired: "Tu tarjeta ha caducado.",
      declined: "Tu tarjeta ha sido rechazada.",
      insufficientFunds: "Tu tarjeta no tiene fondos suficientes.",
      incorrectCvc: "El código de seguridad de tu tarjeta es incorrecto.",
      authenticationFailed:
        "No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.",
    },
    errors: {
      unknownPayment: "No se ha encontrado este pago. Vuelve a la caja e inténtalo de nuevo.",
      canceled: "Este pago se ha cancelado. Vuelve a la caja e inténtalo de nuevo.",
      invalidRequest: "Introduce el número de tarjeta, la fecha de caducidad y el código de seguridad.",
      failed: "No se ha podido procesar el pago. Inténtalo de nuevo.",
      providerUnavailable:
        "Los pagos con tarjeta no están disponibles por un momento. Vuelve a intentarlo en un minuto.",
      tooManyDeclines_one: "Demasiados pagos rechazados. Vuelve a intentarlo dentro de {{count}} minuto.",
      tooManyDeclines_other: "Demasiados pagos rechazados. Vuelve a intentarlo dentro de {{count}} minutos.",
      orderStopped:
        "Este pedido se ha cancelado tras demasiados pagos rechazados. Vuelve a preparar el pago.",
    },
    authenticate: {
      metaTitle: "Autentica tu pago",
      testMode: "Modo de prueba",
      testModeNote:
        "Esta página sustituye en el entorno de pruebas a la verificación de seguridad de tu banco. No se cobra ninguna tarjeta real.",
      heading: "Autentica tu pago",
      intro: "Tu banco te pide que confirmes este pago.",
      merchant: "Comercio",
      merchantName: "Sweet Trip",
      order: "Pedido",
      amount: "Importe",
      complete: "Completar la autenticación",
      fail: "Hacer fallar la autenticación",
    },
    mailbox: {
      metaTitle: "Buzón (desarrollo)",
      heading: "Buzón",
      intro:
        "Todos los correos que ha escrito la tienda, del más reciente al más antiguo. Solo se muestra en desarrollo o con DEV_MAILBOX=1.",
      empty: "Todavía no hay correos.",
      to: "Para",
      sent: "Enviado por SMTP",
      notSent: "Guardado en la bandeja de salida",
    },
  },
} as const satisfies Translations<typeof english>;
