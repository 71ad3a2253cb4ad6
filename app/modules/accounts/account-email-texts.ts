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
  /** To the address in use, when a change to another is asked for. */
  emailChangeNoticeSubject: string;
  emailChangeNoticeBody: (newEmail: string, forgotUrl: string) => string;
  passwordChangedSubject: string;
  passwordChangedBody: (forgotUrl: string) => string;
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
    emailChangeNoticeSubject: "Your Sweet Trip e-mail address is changing",
    emailChangeNoticeBody: (newEmail, forgotUrl) =>
      `Someone signed in to your Sweet Trip account asked to use ${newEmail} instead of this address. ` +
      `The change happens once the link sent there is opened. If it was not you, choose a new password ` +
      `at ${forgotUrl} right away: that signs everyone else out.`,
    passwordChangedSubject: "Your Sweet Trip password was changed",
    passwordChangedBody: (forgotUrl) =>
      `The password of your Sweet Trip account was just changed, and every other browser was signed out. ` +
      `If it was not you, choose a new password at ${forgotUrl} right away.`,
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
    emailChangeNoticeSubject: "Tu correo de Sweet Trip va a cambiar",
    emailChangeNoticeBody: (newEmail, forgotUrl) =>
      `Alguien con la sesión iniciada en tu cuenta de Sweet Trip ha pedido usar ${newEmail} en lugar de esta dirección. ` +
      `El cambio se hará cuando se abra el enlace que hemos enviado allí. Si no has sido tú, elige una contraseña ` +
      `nueva en ${forgotUrl} cuanto antes: así se cierran todas las demás sesiones.`,
    passwordChangedSubject: "Se ha cambiado tu contraseña de Sweet Trip",
    passwordChangedBody: (forgotUrl) =>
      `Se acaba de cambiar la contraseña de tu cuenta de Sweet Trip y se han cerrado las sesiones en los demás navegadores. ` +
      `Si no has sido tú, elige una contraseña nueva en ${forgotUrl} cuanto antes.`,
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
