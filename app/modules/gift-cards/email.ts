import type { Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import type { EmailMessage } from "~/modules/mail/outbox.server";
import { formatGiftCardCode } from "./rules";

/**
 * The gift card's e-mail to its recipient, in the buyer's language (decision 085): the amount,
 * the buyer's message and the code, whole — the only place the code is written down. Kept on the
 * server: no page shows these words.
 */
const texts: Record<
  Language,
  {
    subject: (amount: string, from: string) => string;
    greeting: (name: string) => string;
    intro: (amount: string, from: string) => string;
    messageFrom: (from: string) => string;
    code: string;
    howTo: string;
    balance: string;
    signature: string;
    someone: string;
  }
> = {
  en: {
    subject: (amount, from) => `${from} sent you a ${amount} Sweet Trip gift card`,
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    intro: (amount, from) => `${from} sent you a Sweet Trip gift card worth ${amount}.`,
    messageFrom: (from) => `A message from ${from}:`,
    code: "Your gift card code",
    howTo:
      "Enter the code in the \u201cGift card\u201d field at checkout: it pays as much of your order as its balance allows. Keep it safe — whoever has the code can spend it.",
    balance: "Check its balance",
    signature: "Sweet Trip",
    someone: "Someone",
  },
  es: {
    subject: (amount, from) => `${from} te ha enviado una tarjeta regalo de Sweet Trip de ${amount}`,
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    intro: (amount, from) => `${from} te ha enviado una tarjeta regalo de Sweet Trip por valor de ${amount}.`,
    messageFrom: (from) => `Un mensaje de ${from}:`,
    code: "El código de tu tarjeta regalo",
    howTo:
      "Escribe el código en el campo \u201cTarjeta regalo\u201d al pagar: paga tanto de tu pedido como permita su saldo. Guárdalo bien: quien tenga el código puede gastarlo.",
    balance: "Consulta su saldo",
    signature: "Sweet Trip",
    someone: "Alguien",
  },
};

export interface GiftCardEmailInput {
  cardId: string;
  code: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
  language: Language;
  /** The shop's public origin, for the balance page's link; none without it. */
  publicUrl?: string;
}

/** One e-mail per card (dedupe key `gift-card:<id>`): queued twice, it is sent once. */
export function giftCardEmail(input: GiftCardEmailInput): EmailMessage {
  const words = texts[input.language];
  const amount = formatPrice(input.amountCents);
  const from = input.senderName.trim() || words.someone;
  const text = [
    words.greeting(input.recipientName),
    "",
    words.intro(amount, from),
    "",
    ...(input.message ? [words.messageFrom(from), input.message, ""] : []),
    `${words.code}: ${formatGiftCardCode(input.code)}`,
    "",
    words.howTo,
    ...(input.publicUrl ? ["", `${words.balance}: ${input.publicUrl}/gift-cards/balance`] : []),
    "",
    words.signature,
  ].join("\n");
  return {
    dedupeKey: `gift-card:${input.cardId}`,
    to: input.recipientEmail,
    subject: words.subject(amount, from),
    text,
  };
}
