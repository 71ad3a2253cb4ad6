import type { auth as english } from "../en/auth";
import type { Translations } from "../types";

export const auth = {
  auth: {
    fields: {
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      password: "Contraseña",
      confirmPassword: "Confirmar contraseña",
      newPassword: "Nueva contraseña",
      confirmNewPassword: "Confirmar nueva contraseña",
      showPassword: "Mostrar contraseña",
      showConfirmPassword: "Mostrar confirmación de contraseña",
      rememberMe: "Recordarme",
      passwordHint: "Al menos {{min}} caracteres.",
    },
    errors: {
      fillAll: "Rellena todos los campos",
      invalidEmail: "Introduce un correo electrónico válido",
      nameTooLong: "El nombre puede tener como máximo {{maxName}} caracteres",
      nameInvalid: "El nombre no puede contener caracteres invisibles o de control",
      passwordsMismatch: "Las contraseñas no coinciden",
      passwordTooShort: "La contraseña debe tener al menos {{min}} caracteres",
      passwordTooLong: "La contraseña puede tener como máximo {{max}} caracteres",
      acceptTerms: "Acepta los términos y condiciones",
      invalidCredentials: "Correo electrónico o contraseña incorrectos",
      signInThrottled_one:
        "Demasiadas contraseñas incorrectas desde este dispositivo o red. Vuelve a intentarlo dentro de {{count}} minuto. Tu cuenta no está bloqueada: puedes iniciar sesión desde otro lugar o restablecer tu contraseña cuando quieras.",
      signInThrottled_other:
        "Demasiadas contraseñas incorrectas desde este dispositivo o red. Vuelve a intentarlo dentro de {{count}} minutos. Tu cuenta no está bloqueada: puedes iniciar sesión desde otro lugar o restablecer tu contraseña cuando quieras.",
      signInFailed: "No se pudo iniciar sesión",
      signUpFailed: "No se pudo crear la cuenta",
      accountExists:
        "Ya existe una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.",
      requestFailed: "Algo salió mal. Inténtalo de nuevo.",
    },
    homeLink: "Inicio de Sweet Trip",
    backToSignIn: "Volver a iniciar sesión",
    login: {
      metaTitle: "Iniciar sesión | Sweet Trip",
      heading: "Inicia sesión en tu cuenta",
      orRegister: "O <register>crea una cuenta nueva</register>",
      forgot: "¿Olvidaste tu contraseña?",
      submit: "Iniciar sesión",
      submitting: "Iniciando sesión...",
      or: "o",
      guest: "Continuar como invitado",
      welcomeBack: "¡Hola de nuevo!",
      registered:
        "Te enviamos un enlace para confirmar tu correo electrónico. Ábrelo y tendrás la sesión iniciada al instante.",
      passwordChanged: "Tu contraseña se ha cambiado. Inicia sesión con la contraseña nueva.",
      unverified:
        "Primero confirma tu correo electrónico. Te enviamos un enlace al crear tu cuenta; ábrelo para iniciar sesión.",
      resend: "Enviar el correo de nuevo",
      resending: "Enviando...",
      resent:
        "Si esa dirección tiene una cuenta pendiente de confirmar, te enviamos un enlace nuevo. Revisa tu bandeja de entrada.",
    },
    register: {
      metaTitle: "Crear cuenta | Sweet Trip",
      heading: "Crea tu cuenta",
      haveAccount: "¿Ya tienes una cuenta?",
      signIn: "Inicia sesión",
      terms:
        "Acepto los <terms>Términos y condiciones</terms> y la <privacy>Política de privacidad</privacy>",
      submit: "Crear cuenta",
      submitting: "Creando cuenta...",
      created: "¡Cuenta creada! Revisa tu correo electrónico para verificar tu cuenta.",
      createdSignedIn: "¡Cuenta creada! Te damos la bienvenida a Sweet Trip.",
    },
    callback: {
      metaTitle: "Confirma tu correo | Sweet Trip",
      confirmedHeading: "Tu correo electrónico está confirmado",
      confirmedText:
        "¡Te damos la bienvenida a Sweet Trip! Ya tienes la sesión iniciada y puedes descubrir dulces de todo el mundo.",
      changedHeading: "Tu nuevo correo electrónico está confirmado",
      changedText:
        "Tu cuenta usa ahora {{email}}: inicia sesión con él; tus recibos y mensajes llegarán allí.",
      continueShopping: "Seguir comprando",
      myAccount: "Mi cuenta",
      expiredHeading: "Este enlace ha caducado o ya se ha usado",
      expiredText:
        "Los enlaces de confirmación funcionan una vez, durante 24 horas. Escribe tu correo electrónico y te enviaremos uno nuevo.",
      resendSubmit: "Enviar un enlace nuevo",
      resending: "Enviando...",
    },
    forgot: {
      metaTitle: "Contraseña olvidada | Sweet Trip",
      heading: "¿Olvidaste tu contraseña?",
      intro:
        "Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.",
      submit: "Enviar enlace",
      submitting: "Enviando...",
      sent: "Si existe una cuenta con esa dirección, te enviamos un enlace para restablecer tu contraseña. Funciona una vez, durante una hora.",
    },
    reset: {
      metaTitle: "Restablecer contraseña | Sweet Trip",
      heading: "Elige una contraseña nueva",
      intro: "La contraseña nueva sustituye a la anterior y cierra tu sesión en los demás dispositivos.",
      submit: "Cambiar contraseña",
      submitting: "Cambiando contraseña...",
      changed: "Tu contraseña se ha cambiado",
      expiredHeading: "Este enlace ha caducado o ya se ha usado",
      expiredText:
        "Un enlace para restablecer la contraseña funciona una vez, durante una hora. Pide uno nuevo y te lo enviaremos enseguida.",
      askAgain: "Pedir un enlace nuevo",
    },
  },
} as const satisfies Translations<typeof english>;
