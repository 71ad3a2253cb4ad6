import type { Language } from "~/lib/language";

/**
 * The words of the account e-mails in each language. Server-side only in practice: no page shows
 * them, so they stay out of the i18n bundles the browser downloads.
 */
export interface AccountEmailTexts {
  greeting: (firstName: string | null) => string;
  verifySubject: string;
  verifyBody: string;
  changeEmailSubject: string;
  changeEmailBody: string;
  resetSubject: string;
  resetBody: string;
  existingSubject: string;
  existingBody: (loginUrl: string, forgotUrl: string) => string;
  ignore: string;
  signature: string;
}

export const accountEmailTexts: Record<Language, AccountEmailTexts> = {
  en: {
    greeting: (firstName) => (firstName ? `Hi ${firstName},` : "Hi,"),
    verifySubject: "Confirm your Sweet Trip account",
    verifyBody: "Welcome to Sweet Trip! Open this link to confirm your e-mail address and sign in:",
    changeEmailSubject: "Confirm your new e-mail address",
    changeEmailBody:
      "You asked to use this address for your Sweet Trip account. Open this link to confirm it:",
    resetSubject: "Reset your Sweet Trip password",
    resetBody: "Open this link within one hour to choose a new password. It works once:",
    existingSubject: "You already have a Sweet Trip account",
    existingBody: (loginUrl, forgotUrl) =>
      `Someone tried to create a Sweet Trip account with this address, which already has one. ` +
      `If it was you, sign in at ${loginUrl}, or choose a new password at ${forgotUrl}.`,
    ignore: "If you did not ask for this, you can ignore this e-mail.",
    signature: "Sweet Trip",
  },
  es: {
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
    verifySubject: "Confirma tu cuenta de Sweet Trip",
    verifyBody:
      "¡Te damos la bienvenida a Sweet Trip! Abre este enlace para confirmar tu correo electrónico e iniciar sesión:",
    changeEmailSubject: "Confirma tu nuevo correo electrónico",
    changeEmailBody:
      "Has pedido usar esta dirección en tu cuenta de Sweet Trip. Abre este enlace para confirmarla:",
    resetSubject: "Restablece tu contraseña de Sweet Trip",
    resetBody: "Abre este enlace antes de una hora para elegir una contraseña nueva. Solo funciona una vez:",
    existingSubject: "Ya tienes una cuenta en Sweet Trip",
    existingBody: (loginUrl, forgotUrl) =>
      `Alguien ha intentado crear una cuenta de Sweet Trip con esta dirección, que ya tiene una. ` +
      `Si has sido tú, inicia sesión en ${loginUrl} o elige una contraseña nueva en ${forgotUrl}.`,
    ignore: "Si no lo has pedido tú, puedes ignorar este correo.",
    signature: "Sweet Trip",
  },
};
