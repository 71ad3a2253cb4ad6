import type { Language } from "~/lib/language";

/** The shipping notice's words in each language (server-only, like the receipt's: no page shows them). */
export interface ShippingTexts {
  subject: (number: string) => string;
  greeting: (firstName: string) => string;
  shipped: (number: string) => string;
  carrier: string;
  trackingNumber: string;
  yourOrder: string;
  signature: string;
}

export const shippingTexts: Record<Language, ShippingTexts> = {
  en: {
    subject: (number) => `Your Sweet Trip order ${number} is on its way`,
    greeting: (firstName) => `Hi ${firstName},`,
    shipped: (number) => `Good news: your order ${number} has shipped and your treats are on their way.`,
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    yourOrder: "Your order",
    signature: "Sweet Trip",
  },
  es: {
    subject: (number) => `Tu pedido de Sweet Trip ${number} ya está en camino`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    shipped: (number) => `¡Buenas noticias! Hemos enviado tu pedido ${number} y tus dulces ya van de camino.`,
    carrier: "Transportista",
    trackingNumber: "Número de seguimiento",
    yourOrder: "Tu pedido",
    signature: "Sweet Trip",
  },
};
