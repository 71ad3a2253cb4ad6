import type { Order } from "~/db/schema";
import type { ReturnReason, ReturnResolution } from "~/db/schema/returns";
import { parseLanguage, type Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import type { EmailMessage } from "~/modules/mail/outbox.server";

/**
 * The buyer's e-mails about a return (issue 30, item 1), in the order's language: one at each
 * step (asked, approved and waiting for the item, completed, refused), each once (dedupe key).
 */

interface ReturnEmailTexts {
  greeting: (firstName: string) => string;
  requested: { subject: (number: string) => string; body: (number: string) => string };
  awaitingItem: { subject: (number: string) => string; body: (number: string, amount: string) => string };
  completed: {
    subject: (number: string) => string;
    refund: (amount: string) => string;
    storeCredit: (amount: string, code: string) => string;
    replacement: (replacementNumber: string) => string;
  };
  refused: { subject: (number: string) => string; body: (number: string) => string; why: string };
  reasons: Record<ReturnReason, string>;
  reason: string;
  yourOrder: string;
  signature: string;
}

const TEXTS: Record<Language, ReturnEmailTexts> = {
  en: {
    greeting: (firstName) => `Hi ${firstName},`,
    requested: {
      subject: (number) => `We received your return request for order ${number}`,
      body: (number) =>
        `Thank you: we received your return request for order ${number}. We will look at it within two working days and write to you as soon as it is decided.`,
    },
    awaitingItem: {
      subject: (number) => `Your return for order ${number} is approved: please send the items back`,
      body: (number, amount) =>
        `Your return for order ${number} is approved. Please send the items back, unopened, with your order number in the parcel. As soon as they arrive we will give you back ${amount}.`,
    },
    completed: {
      subject: (number) => `Your return for order ${number} is complete`,
      refund: (amount) =>
        `We refunded ${amount} to the card you paid with. Depending on your bank it can take 5 to 10 days to show.`,
      storeCredit: (amount, code) =>
        `We gave you ${amount} of store credit: a gift card with the code ${code}, to use at checkout.`,
      replacement: (replacementNumber) =>
        `We are sending you replacements at no charge: order ${replacementNumber}. You will get an e-mail when it ships.`,
    },
    refused: {
      subject: (number) => `About your return request for order ${number}`,
      body: (number) => `We are sorry: we cannot accept your return request for order ${number}.`,
      why: "Why",
    },
    reasons: {
      damaged: "Damaged",
      melted: "Melted",
      wrong_item: "Wrong item",
      not_as_described: "Not as described",
      changed_mind: "Changed my mind",
    },
    reason: "Reason",
    yourOrder: "Your order",
    signature: "Sweet Trip",
  },
  es: {
    greeting: (firstName) => `Hola, ${firstName}:`,
    requested: {
      subject: (number) => `Hemos recibido tu solicitud de devolución del pedido ${number}`,
      body: (number) =>
        `Gracias: hemos recibido tu solicitud de devolución del pedido ${number}. La revisaremos en dos días laborables y te escribiremos en cuanto esté decidida.`,
    },
    awaitingItem: {
      subject: (number) => `Tu devolución del pedido ${number} está aprobada: envíanos los artículos`,
      body: (number, amount) =>
        `Tu devolución del pedido ${number} está aprobada. Envíanos los artículos sin abrir, con el número de pedido dentro del paquete. En cuanto lleguen te devolveremos ${amount}.`,
    },
    completed: {
      subject: (number) => `Tu devolución del pedido ${number} está completada`,
      refund: (amount) =>
        `Hemos reembolsado ${amount} a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días en aparecer.`,
      storeCredit: (amount, code) =>
        `Te hemos dado ${amount} de saldo en la tienda: una tarjeta regalo con el código ${code}, para usar al pagar.`,
      replacement: (replacementNumber) =>
        `Te enviamos los artículos de reemplazo sin coste: pedido ${replacementNumber}. Recibirás un correo cuando salga.`,
    },
    refused: {
      subject: (number) => `Sobre tu solicitud de devolución del pedido ${number}`,
      body: (number) => `Lo sentimos: no podemos aceptar tu solicitud de devolución del pedido ${number}.`,
      why: "Motivo",
    },
    reasons: {
      damaged: "Dañado",
      melted: "Derretido",
      wrong_item: "Artículo equivocado",
      not_as_described: "No es como se describe",
      changed_mind: "He cambiado de opinión",
    },
    reason: "Motivo",
    yourOrder: "Tu pedido",
    signature: "Sweet Trip",
  },
};

type OrderForEmail = Pick<Order, "number" | "email" | "language" | "shippingAddress">;

export type ReturnStep =
  | { step: "requested"; reason: ReturnReason }
  | { step: "awaitingItem"; amountCents: number }
  | {
      step: "completed";
      resolution: ReturnResolution;
      amountCents: number;
      code?: string;
      replacementNumber?: string;
    }
  | { step: "refused"; refusalReason: string };

/** The e-mail of one step of return `returnId`, with the order page's `link`. */
export function returnEmail(
  order: OrderForEmail,
  returnId: string,
  step: ReturnStep,
  link: string,
): EmailMessage {
  const words = TEXTS[parseLanguage(order.language)];
  const lines: string[] = [words.greeting(order.shippingAddress.firstName), ""];
  let subject: string;
  switch (step.step) {
    case "requested":
      subject = words.requested.subject(order.number);
      lines.push(words.requested.body(order.number), "", `${words.reason}: ${words.reasons[step.reason]}`);
      break;
    case "awaitingItem":
      subject = words.awaitingItem.subject(order.number);
      lines.push(words.awaitingItem.body(order.number, formatPrice(step.amountCents)));
      break;
    case "completed":
      subject = words.completed.subject(order.number);
      lines.push(
        step.resolution === "replacement"
          ? words.completed.replacement(step.replacementNumber ?? "")
          : step.resolution === "store_credit"
            ? words.completed.storeCredit(formatPrice(step.amountCents), step.code ?? "")
            : words.completed.refund(formatPrice(step.amountCents)),
      );
      break;
    case "refused":
      subject = words.refused.subject(order.number);
      lines.push(words.refused.body(order.number), "", `${words.refused.why}: ${step.refusalReason}`);
      break;
  }
  lines.push("", `${words.yourOrder}: ${link}`, "", words.signature);
  return {
    dedupeKey: `return-${step.step}:${returnId}`,
    to: order.email,
    subject,
    text: lines.join("\n"),
  };
}
