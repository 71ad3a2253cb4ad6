import type { home as english } from "../en/home";
import type { Translations } from "../types";

export const home = {
  home: {
    loadFailed: "No se pudieron cargar los datos de la página",
    hero: {
      intro:
        "Dulces, snacks y bebidas de Japón, Corea, Estados Unidos, Europa y más allá, elegidos por su sabor y enviados a tu puerta.",
      rating: "Valoración {{rating}}/5",
      shopFeatured: "Ver destacados",
      exploreCategories: "Explorar categorías",
    },
    whyChoose: {
      heading: "¿Por qué elegir Sweet Trip?",
      freeShipping: "Envío gratis",
      freeShippingText:
        "Envío gratis en todos los pedidos de más de $60, de nuestras estanterías a tu puerta.",
      authentic: "Productos auténticos",
      authenticText: "Productos 100% auténticos, importados de los países que los hicieron famosos.",
      uniqueFlavors: "Sabores únicos",
      uniqueFlavorsText:
        "Sabores únicos y ediciones limitadas que no encontrarás en la tienda de la esquina.",
    },
    experience: {
      heading: "Vive Sweet Trip",
      text: "Cada pedido es un pequeño viaje: sabores nuevos, envoltorios llenos de color y las historias de los lugares de donde vienen. Abre la caja y viaja.",
      countries: "Países",
      products: "Productos",
      supportValue: "24/7",
      support: "Pedidos online",
      pauseVideo: "Pausar la animación del logotipo",
      playVideo: "Reproducir la animación del logotipo",
    },
    regions: {
      heading: "Explora por región",
      text: "De las tiendas de conveniencia de Tokio a los chocolateros suizos: elige un rincón del mundo.",
    },
    featured: {
      heading: "Productos destacados",
      text: "Favoritos elegidos a mano a los que nuestros clientes siempre vuelven.",
      empty: "No hay productos destacados disponibles",
      viewAll: "Ver todos los productos",
    },
    testimonials: {
      heading: "Lo que dicen nuestros clientes",
      items: {
        sarah: {
          name: "Sarah M.",
          comment:
            "Los Kit Kat de Sakura y Matcha triunfaron en mi oficina. ¡Todo llegó rápido y muy bien empaquetado!",
        },
        david: {
          name: "David L.",
          comment:
            "Por fin encontré las Honey Butter Chips que me encantaron en Seúl. Auténticas, frescas y a buen precio.",
        },
        lucia: {
          name: "Lucía R.",
          comment:
            "Mis hijos y yo probamos un país nuevo cada fin de semana. La variedad es increíble, ¡y los Pocky nunca duran mucho!",
        },
      },
    },
    newsletter: {
      heading: "Únete al club Sweet Trip",
      text: "Novedades, ediciones limitadas y ofertas exclusivas, directamente en tu bandeja de entrada. Sin spam, solo dulces.",
      emailLabel: "Correo electrónico",
      emailPlaceholder: "tu@ejemplo.com",
      subscribe: "Suscribirse",
      subscribing: "Suscribiendo...",
      subscribed: "¡Ya casi está! Revisa tu bandeja de entrada para confirmar tu suscripción.",
      emailRequired: "Introduce tu correo electrónico",
      emailInvalid: "Introduce un correo electrónico válido",
      failed: "No se pudo completar la suscripción. Inténtalo de nuevo.",
      confirmation: {
        metaTitle: "Confirma tu suscripción | Sweet Trip",
        pendingHeading: "Confirma tu suscripción",
        pendingText: "Un clic y el boletín de Sweet Trip llegará a tu bandeja de entrada.",
        submit: "Confirmar suscripción",
        submitting: "Confirmando...",
        confirmedHeading: "¡Suscripción confirmada!",
        confirmedText:
          "Gracias por unirte al club Sweet Trip. Novedades, ediciones limitadas y ofertas exclusivas van de camino.",
        unknownHeading: "Este enlace no es válido",
        unknownText:
          "Puede que esté mal copiado o que un correo de confirmación más reciente lo haya sustituido. Vuelve a suscribirte en la página de inicio y te enviaremos un enlace nuevo.",
        continueShopping: "Seguir comprando",
        signUpAgain: "Volver a suscribirme",
      },
    },
  },
} as const satisfies Translations<typeof english>;
