import type { pages as english } from "../en/pages";
import type { Translations } from "../types";

// Prices stay in US dollars written the en-US way, as everywhere in the shop (spec section 9).
export const pages = {
  pages: {
    lastUpdated: "Última actualización:",
    onThisPage: "En esta página",
    help: {
      heading: "¿Te queda alguna pregunta?",
      text: "Escríbenos y una persona de verdad te responderá en un día hábil.",
      link: "Contáctanos",
    },
    contact: {
      metaTitle: "Contáctanos | Sweet Trip",
      metaDescription:
        "¿Preguntas sobre un pedido, un producto o una compra al por mayor? Escribe a Sweet Trip: respondemos en un día hábil.",
      title: "Contáctanos",
      intro:
        "¿Una pregunta sobre un pedido, un producto que no encuentras o una idea dulce? Envíanos un mensaje y te responderemos por correo electrónico.",
      formHeading: "Envíanos un mensaje",
      requiredNote: "Todos los campos son obligatorios.",
      name: "Nombre",
      email: "Correo electrónico",
      subject: "Asunto",
      message: "Mensaje",
      messageCount: "{{count}} de {{max}} caracteres",
      honeypot: "Deja este campo vacío",
      submit: "Enviar mensaje",
      sending: "Enviando...",
      errors: {
        nameRequired: "Escribe tu nombre.",
        nameTooLong: "Tu nombre puede tener como máximo 100 caracteres.",
        nameInvalid: "Tu nombre contiene caracteres que no se pueden usar (como caracteres de control).",
        emailRequired: "Escribe tu correo electrónico.",
        emailInvalid: "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
        subjectRequired: "Escribe un asunto.",
        subjectTooLong: "El asunto puede tener como máximo 150 caracteres.",
        subjectInvalid: "El asunto contiene caracteres que no se pueden usar (como caracteres de control).",
        messageTooShort: "Escribe un mensaje de al menos 10 caracteres.",
        messageTooLong: "El mensaje puede tener como máximo 5000 caracteres.",
        messageInvalid: "Tu mensaje contiene caracteres que no se pueden usar (como caracteres de control).",
        failed: "No se pudo enviar tu mensaje. Vuelve a intentarlo en un momento.",
        limited_one: "Ya has enviado varios mensajes. Vuelve a intentarlo dentro de {{count}} minuto.",
        limited_other: "Ya has enviado varios mensajes. Vuelve a intentarlo dentro de {{count}} minutos.",
      },
      sent: {
        heading: "¡Gracias, tu mensaje va en camino!",
        text: "Leemos todos los mensajes y te responderemos por correo electrónico en un día hábil.",
        toast: "¡Mensaje enviado!",
      },
      details: {
        heading: "Otras formas de contactarnos",
        emailLabel: "Correo electrónico",
        responseLabel: "Tiempo de respuesta",
        response: "En un día hábil",
        hoursLabel: "Horario",
        hours: "De lunes a viernes, de 9:00 a 17:00 (hora del Este)",
        helpHeading: "Respuestas rápidas",
      },
    },
  },
} as const satisfies Translations<typeof english>;
