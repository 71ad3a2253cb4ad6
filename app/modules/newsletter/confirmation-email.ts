import type { Language } from "~/lib/language";
import { accountEmailTexts } from "~/modules/accounts/account-email-texts";

/** Where a newsletter confirmation link leads: the page with the "Confirm subscription" button. */
export const CONFIRM_PATH = "/newsletter/confirm";

/**
 * The words of the newsletter's confirmation e-mail in each language. Server-side only in
 * practice (no page shows them); the greeting, the "ignore it" line and the signature are the
 * account e-mails' own.
 */
const texts: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "Confirm your Sweet Trip newsletter subscription",
    body:
      "Someone, hopefully you, asked to get the Sweet Trip newsletter at this address. " +
      "Open this link and press \u201cConfirm subscription\u201d to start receiving it:",
  },
  es: {
    subject: "Confirma tu suscripción al boletín de Sweet Trip",
    body:
      "Alguien, seguramente tú, ha pedido recibir el boletín de Sweet Trip en esta dirección. " +
      "Abre este enlace y pulsa \u201cConfirmar suscripción\u201d para empezar a recibirlo:",
  },
};

/** The link of a confirmation e-mail, on the shop's public origin. */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** The subject and text of the confirmation e-mail with `link`, in `language`. */
export function confirmationEmail(language: Language, link: string): { subject: string; text: string } {
  const words = texts[language];
  const frame = accountEmailTexts[language];
  return {
    subject: words.subject,
    text: `${frame.greeting(null)}\n\n${words.body}\n\n${link}\n\n${frame.ignore}\n\n${frame.signature}\n`,
  };
}
