import type { reviews as english } from "../en/reviews";
import type { Translations } from "../types";

export const reviews = {
  reviews: {
    invitation: {
      title: "¿Has probado este dulce?",
      text: "Inicia sesión para contar a otros amantes de los dulces qué te pareció.",
      signIn: "Inicia sesión para opinar",
    },
    composer: {
      title: "Comparte tu opinión",
      text: "Cuenta a otros clientes qué te pareció este dulce.",
      write: "Escribir una opinión",
    },
    form: {
      createHeading: "Escribir una opinión",
      editHeading: "Editar tu opinión",
      rating: "Tu valoración",
      star_one: "{{count}} estrella",
      star_other: "{{count}} estrellas",
      ratingChosen_one: "{{count}} de 5 estrellas",
      ratingChosen_other: "{{count}} de 5 estrellas",
      ratingNone: "Elige de 1 a 5 estrellas",
      title: "Título (opcional)",
      comment: "Tu opinión (opcional)",
      count: "{{length}} de {{max}} caracteres",
      submit: "Enviar opinión",
      save: "Guardar cambios",
      saving: "Guardando…",
      cancel: "Cancelar",
    },
    errors: {
      ratingRequired: "Elige una valoración de 1 a 5 estrellas.",
      ratingInvalid: "La valoración es un número entero de estrellas entre 1 y 5.",
      titleTooLong: "El título puede tener como máximo 100 caracteres.",
      titleInvalid: "El título contiene caracteres que no se pueden usar (como caracteres de control).",
      commentTooLong: "Tu opinión puede tener como máximo 2000 caracteres.",
      commentInvalid: "Tu opinión contiene caracteres que no se pueden usar (como caracteres de control).",
      alreadyReviewed: "Ya has opinado sobre este producto. Puedes editar tu opinión.",
      notFound: "Esta opinión ya no existe.",
      failed: "No se pudo guardar tu opinión. Vuelve a intentarlo.",
      deleteFailed: "No se pudo eliminar tu opinión. Vuelve a intentarlo.",
    },
    own: {
      label: "Tu opinión",
      edit: "Editar",
      delete: "Eliminar",
    },
    deleteDialog: {
      title: "¿Eliminar tu opinión?",
      text: "Tu valoración y tus palabras se quitarán de este producto. No se puede deshacer.",
      confirm: "Eliminar opinión",
      deleting: "Eliminando…",
      cancel: "Conservarla",
    },
    toast: {
      created: "¡Gracias por tu opinión!",
      updated: "Opinión actualizada",
      deleted: "Opinión eliminada",
    },
  },
} as const satisfies Translations<typeof english>;
