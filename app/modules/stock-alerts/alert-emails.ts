import type { Language } from "~/lib/language";
import { accountEmailTexts } from "~/modules/accounts/account-email-texts";

/** Where a back-in-stock alert's confirmation link leads: the page with the "Confirm" button. */
export const ALERT_PATH = "/notify-me";

/**
 * The words of the back-in-stock e-mails in each language (decision 065). Server-side only: no
 * page shows them. The greeting, the "ignore it" line and the signature are the account e-mails'.
 */
const texts: Record<
  Language,
  {
    confirmSubject: (product: string) => string;
    confirmBody: (product: string) => string;
    backSubject: (product: string) => string;
    backBody: (product: string) => string;
    backOnce: string;
  }
> = {
  en: {
    confirmSubject: (product) => `Confirm your alert for ${product}`,
    confirmBody: (product) =>
      `Someone, hopefully you, asked Sweet Trip for an e-mail at this address when ${product} is back in stock. ` +
      "Open this link and press \u201cConfirm alert\u201d to get it:",
    backSubject: (product) => `${product} is back in stock`,
    backBody: (product) => `Good news: ${product} is back in stock at Sweet Trip. It may not stay long:`,
    backOnce:
      "This is the one e-mail you asked for; we will not write again about this product unless you ask.",
  },
  es: {
    confirmSubject: (product) => `Confirma tu aviso para ${product}`,
    confirmBody: (product) =>
      `Alguien, seguramente tú, ha pedido a Sweet Trip un correo a esta dirección cuando vuelva a haber ${product}. ` +
      "Abre este enlace y pulsa \u201cConfirmar aviso\u201d para recibirlo:",
    backSubject: (product) => `${product} vuelve a estar disponible`,
    backBody: (product) =>
      `Buenas noticias: ${product} vuelve a estar disponible en Sweet Trip. Puede que vuele:`,
    backOnce:
      "Este es el único correo que pediste; no volveremos a escribirte sobre este producto salvo que lo pidas.",
  },
};

/** The link of a confirmation e-mail, on the shop's public origin. */
export function alertConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${ALERT_PATH}?token=${encodeURIComponent(token)}`;
}

/** The product's page in the alert's language (decision 024: Spanish adds `?lang=es`). */
export function productLink(publicUrl: string, slug: string, language: Language): string {
  return `${publicUrl}/product/${encodeURIComponent(slug)}${language === "es" ? "?lang=es" : ""}`;
}

const frame = (language: Language, body: string, link: string, after: string) => {
  const words = accountEmailTexts[language];
  return `${words.greeting(null)}\n\n${body}\n\n${link}\n\n${after}\n\n${words.signature}\n`;
};

export function alertConfirmationEmail(language: Language, product: string, link: string) {
  const words = texts[language];
  return {
    subject: words.confirmSubject(product),
    text: frame(language, words.confirmBody(product), link, accountEmailTexts[language].ignore),
  };
}

export function backInStockEmail(language: Language, product: string, link: string) {
  const words = texts[language];
  return {
    subject: words.backSubject(product),
    text: frame(language, words.backBody(product), link, words.backOnce),
  };
}
