import type { InfoDocuments } from "./types";

/** The information pages' texts in Spanish: the same pages and sections as `./en.ts`. */
export const spanish = {
  about: {
    metaTitle: "Sobre nosotros | Sweet Trip",
    metaDescription:
      "Quiénes somos y qué vendemos: dulces y snacks auténticos de todo el mundo, con envío a todo Estados Unidos.",
    title: "Sobre nosotros",
    intro:
      "Sweet Trip es una tienda en línea de dulces y snacks de todo el mundo. Nuestra misión es sencilla: que viajes por el mundo bocado a bocado, sin pasaporte.",
    sections: [
      {
        heading: "Quiénes somos",
        body: [
          "Sweet Trip empezó con una maleta llena de dulces traídos de un viaje y unos amigos que no dejaban de pedir más. Hoy somos un pequeño equipo de amantes de los snacks que elige, revisa, empaqueta y envía cada pedido.",
          "Cada mensaje que nos llega lo lee y lo responde una persona del equipo: sin bots y sin guiones.",
        ],
      },
      {
        heading: "Qué vendemos",
        body: [
          "Dulces, chocolates, galletas, papas fritas y bebidas de todo el mundo, en seis colecciones:",
          {
            list: [
              "Snacks japoneses: Pocky, Hi-Chew, dulces de matcha que no encontrarás en casa y galletas saladas.",
              "Dulces coreanos: Choco Pie, Pepero, Honey Butter Chip y fideos picantes.",
              "Favoritos americanos: los clásicos, de Reese's a Twinkies.",
              "Delicias europeas: Haribo, stroopwafels, Biscoff, regaliz nórdico y mucho más.",
              "Exóticos internacionales: dulces de tamarindo de México, Tim Tam de Australia, delicias turcas y otras sorpresas.",
              "Colección de chocolates: chocolate fino y de todos los días de Suiza, Bélgica, Escandinavia, Japón y más allá.",
            ],
          },
        ],
      },
      {
        heading: "Auténticos, siempre",
        body: [
          "Compramos a las propias marcas y a sus distribuidores oficiales, nunca copias ni importaciones paralelas. Lo que desenvuelves es lo que se come en su país de origen, con su envase original.",
          "Revisamos las fechas de consumo preferente al preparar tu pedido, y cada página de producto muestra de dónde viene, su marca, su peso y cuántas unidades quedan.",
        ],
      },
      {
        heading: "Nuestra promesa",
        body: [
          "Comprar con nosotros debería ser tan fácil como desenvolver un caramelo:",
          {
            list: [
              "Precios en dólares estadounidenses, visibles antes de pagar y sin cargos ocultos.",
              "Envío gratis en pedidos de $60.00 o más; si no, una tarifa fija de $5.99.",
              "30 días para devolver lo que no te encante.",
              "Pagos seguros con tarjeta: nunca vemos ni guardamos el número completo de tu tarjeta.",
            ],
          },
        ],
      },
    ],
  },

  privacy: {
    metaTitle: "Política de privacidad | Sweet Trip",
    metaDescription:
      "Qué datos recoge Sweet Trip y para qué, las cookies y el almacenamiento del navegador que usamos (sin rastreadores de terceros) y cómo pedir que borremos tus datos.",
    title: "Política de privacidad",
    intro:
      "Solo recogemos lo que necesitamos para venderte y enviarte tus dulces y para responderte. No vendemos tus datos, no mostramos publicidad y no usamos rastreadores de terceros.",
    sections: [
      {
        heading: "Qué datos recogemos",
        body: [
          "Según lo que hagas en la tienda, guardamos:",
          {
            list: [
              "Datos de la cuenta, si creas una: tu nombre, tu correo electrónico, tu teléfono si nos lo das y tu contraseña, que solo guardamos como un hash seguro de un solo sentido.",
              "Pedidos: los productos, los importes, la dirección de envío y los datos de contacto de cada pedido, y el estado de su pago. Los datos de la tarjeta van directamente a nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de tu tarjeta.",
              "Boletín: tu correo electrónico y tu idioma, si te suscribes.",
              "Mensajes de contacto: el nombre, el correo electrónico, el asunto y el mensaje que nos envías con el formulario de contacto, y el idioma de la página.",
            ],
          },
        ],
      },
      {
        heading: "Para qué los usamos",
        body: [
          "Para tramitar, enviar y atender tus pedidos; para responder a tus mensajes; para enviarte el boletín que pediste; y para mantener la tienda segura, por ejemplo limitando los intentos repetidos de inicio de sesión. No usamos tus datos para nada más y solo los compartimos con los servicios que hacen posible todo eso (el proveedor de pagos, la empresa de transporte que entrega tu paquete y nuestro servicio de correo), cada uno solo con lo que necesita.",
        ],
      },
      {
        heading: "Cookies y almacenamiento del navegador",
        body: [
          "No usamos cookies de publicidad ni de analítica. Lo que la tienda guarda en tu navegador está ahí para que funcione:",
          {
            list: [
              "site-lang (cookie): el idioma que elegiste, para que las páginas lleguen en ese idioma. Se guarda un año.",
              "site-theme (almacenamiento local): el tema claro u oscuro. Nunca sale de tu navegador.",
              "sweet-trip-cart (almacenamiento local): el contenido de tu carrito. No sale de tu navegador hasta que finalizas la compra.",
              "Una cookie de sesión cuando inicias sesión, para mantenerte conectado; termina cuando cierras sesión o la sesión caduca.",
            ],
          },
        ],
      },
      {
        heading: "Sin rastreadores de terceros",
        body: [
          "Nuestras páginas no cargan scripts de seguimiento, widgets de redes sociales ni píxeles publicitarios, y nuestras fuentes e imágenes se sirven desde nuestro propio servidor. El único servicio externo en tu navegador es el formulario de pago de la página de pago, que viene de nuestro proveedor de pagos para que los datos de tu tarjeta vayan directamente a él.",
        ],
      },
      {
        heading: "Cuánto tiempo los guardamos",
        body: [
          "Los registros de pedidos se guardan el tiempo que exige la ley fiscal y contable (normalmente siete años). Los mensajes de contacto se guardan solo mientras los necesitamos para ayudarte, y nunca más de 24 meses. Los correos del boletín se guardan hasta que te das de baja, y los datos de la cuenta hasta que nos pidas borrarla.",
        ],
      },
      {
        heading: "Tus derechos y cómo pedir que borremos tus datos",
        body: [
          "Puedes pedirnos una copia de los datos que tenemos sobre ti, pedirnos que los corrijamos o que los borremos. {email?Escribe a @ desde el correo con el que te conocemos, o usa el formulario de contacto|Usa el formulario de contacto, indicando el correo con el que te conocemos,} con el asunto «Borrar mis datos».",
          "Te respondemos en un plazo de 30 días. Borramos todo salvo lo que la ley nos obliga a conservar, como los registros de los pedidos pagados, y te decimos qué es.",
        ],
      },
    ],
  },

  terms: {
    metaTitle: "Términos del servicio | Sweet Trip",
    metaDescription:
      "Las condiciones para comprar en Sweet Trip: pedidos, precios en dólares estadounidenses, pago con tarjeta, disponibilidad y nuestra responsabilidad, en lenguaje claro.",
    title: "Términos del servicio",
    intro:
      "Estas condiciones se aplican cuando compras en Sweet Trip. Las hemos escrito breves y claras; no te quitan ningún derecho que la ley te dé como consumidor.",
    sections: [
      {
        heading: "Pedidos",
        body: [
          "Tu pedido queda aceptado cuando el pago se completa y te mostramos la confirmación del pedido, que también te enviamos por correo electrónico. Si no podemos servir un pedido aceptado, por ejemplo porque un artículo se dañó en nuestro almacén, te avisamos enseguida y te devolvemos lo que pagaste por él.",
        ],
      },
      {
        heading: "Precios",
        body: [
          "Todos los precios están en dólares estadounidenses. Pagas el precio que se muestra al hacer el pedido, aunque cambie después. El envío es gratis en pedidos de $60.00 o más; por debajo cuesta $5.99. Antes de pagar, la página de pago muestra el subtotal, el descuento del cupón si lo hay, el envío y el total: ese total es lo que cobramos.",
          "Si un precio es claramente erróneo por un fallo nuestro, te contactaremos antes del envío y podrás elegir entre pagar el precio correcto o cancelar con reembolso completo.",
        ],
      },
      {
        heading: "Pago",
        body: [
          "Aceptamos pago con tarjeta de crédito o débito, procesado de forma segura por nuestro proveedor de pagos. El cargo en tu tarjeta se hace al realizar el pedido. Los cupones deben ser válidos y estar activos cuando los usas, pueden tener un importe mínimo de pedido o un límite de usos, y no se pueden canjear por dinero.",
        ],
      },
      {
        heading: "Disponibilidad",
        body: [
          "Las existencias se muestran en cada página de producto y se actualizan a medida que llegan pedidos. Mientras pagas, los artículos de tu pedido quedan reservados para ti durante un breve tiempo; si el pago no se completa en ese tiempo, vuelven a estar disponibles para los demás.",
          "Muchos de nuestros productos se importan en lotes pequeños o son ediciones limitadas, así que un producto puede agotarse y algunos quizá no vuelvan.",
        ],
      },
      {
        heading: "Productos y alergias",
        body: [
          "Las páginas de producto muestran la marca, el origen y el peso. Muchos productos se elaboran en instalaciones que manipulan frutos secos, leche, trigo, soja u otros alérgenos. Lee siempre la etiqueta del envase antes de comer y contáctanos antes de pedir si necesitas más detalles.",
        ],
      },
      {
        heading: "Devoluciones",
        body: [
          "Puedes devolver artículos en los 30 días siguientes a la entrega, como se explica en nuestra página de Devoluciones. Los artículos dañados, equivocados o caducados son siempre responsabilidad nuestra.",
        ],
      },
      {
        heading: "Nuestra responsabilidad",
        body: [
          "Respondemos de entregarte lo que pediste, en buen estado y dentro de su fecha de consumo preferente. Más allá de eso, y en la medida en que la ley lo permita, nuestra responsabilidad por un pedido se limita al importe que pagaste por él. Nada en estas condiciones limita nuestra responsabilidad cuando la ley no permite limitarla.",
        ],
      },
      {
        heading: "Cambios y ley aplicable",
        body: [
          "Podemos actualizar estas condiciones; la fecha al principio de esta página indica la última versión, y a cada pedido se le aplican las condiciones vigentes cuando lo hiciste. Estas condiciones se rigen por las leyes de Estados Unidos y del estado donde tiene su sede Sweet Trip, sin quitarte la protección de las leyes de consumo del lugar donde vives. Si surge un desacuerdo, escríbenos primero: la mayoría de los problemas se resuelven con un mensaje.",
        ],
      },
    ],
  },

  shipping: {
    metaTitle: "Información de envío | Sweet Trip",
    metaDescription:
      "Envío gratis en pedidos de $60.00 o más; si no, $5.99. Plazos de preparación y entrega, seguimiento y cómo empaquetamos el chocolate cuando hace calor.",
    title: "Información de envío",
    intro:
      "Envío gratis en todos los pedidos de $60.00 o más. Por debajo, el envío cuesta una tarifa fija de $5.99, vaya a donde vaya tu paquete dentro de Estados Unidos.",
    sections: [
      {
        heading: "Costos de envío",
        body: [
          {
            list: [
              "Pedidos con un subtotal de $60.00 o más: envío gratis.",
              "Pedidos de menos de $60.00: una tarifa fija de $5.99.",
            ],
          },
          "El subtotal es la suma de los productos de tu carrito. El carrito y la página de pago te indican cuánto te falta para el envío gratis, y el costo del envío siempre se muestra antes de pagar.",
        ],
      },
      {
        heading: "Adónde enviamos",
        body: [
          "Enviamos a direcciones de Estados Unidos, incluidos Alaska, Hawái y las direcciones APO/FPO. Por ahora no enviamos fuera de Estados Unidos.",
        ],
      },
      {
        heading: "Plazo de preparación",
        body: [
          "Preparamos los pedidos en 1 a 2 días hábiles después del pago. Los pedidos hechos en fin de semana o festivo se preparan el siguiente día hábil.",
        ],
      },
      {
        heading: "Plazo de entrega",
        body: [
          {
            list: [
              "Estados Unidos continental: de 3 a 7 días hábiles desde el envío.",
              "Alaska, Hawái y direcciones APO/FPO: de 5 a 10 días hábiles desde el envío.",
            ],
          },
          "Son plazos habituales, no garantías: el clima y los retrasos de la empresa de transporte pueden sumar uno o dos días, sobre todo en fechas festivas.",
        ],
      },
      {
        heading: "Seguimiento de tu pedido",
        body: [
          "Cuando tu paquete sale de nuestro almacén, te enviamos un correo con su número de seguimiento y un enlace para seguirlo. La página de tu pedido, enlazada desde el correo de confirmación y en Mis pedidos si tienes cuenta, muestra su estado, de pagado a entregado.",
        ],
      },
      {
        heading: "Chocolate cuando hace calor",
        body: [
          "De mayo a septiembre, si tu carrito lleva chocolate u otros dulces sensibles al calor, al pagar te ofrecemos embalaje isotérmico con acumuladores de frío por un pequeño costo, que ves antes de pagar. Si aun así algo llega derretido, avísanos en un plazo de 30 días y lo reponemos o te lo reembolsamos.",
        ],
      },
    ],
  },

  returns: {
    metaTitle: "Devoluciones | Sweet Trip",
    metaDescription:
      "Devoluciones en 30 días en Sweet Trip: qué artículos se pueden devolver, cómo devolverlos y cómo llega el reembolso a tu tarjeta.",
    title: "Devoluciones",
    intro:
      "¿Algo no te convence? Tienes 30 días desde la entrega para devolverlo. Si el error fue nuestro, la devolución es gratis y lo solucionamos.",
    sections: [
      {
        heading: "30 días para cambiar de opinión",
        body: [
          "Puedes devolver un artículo en los 30 días siguientes a la entrega si está sin abrir, precintado como llegó, en su envase original y dentro de su fecha de consumo preferente.",
        ],
      },
      {
        heading: "Lo que no podemos aceptar",
        body: [
          "Es comida, así que por la seguridad de todos hay cosas que no pueden volver, salvo que el problema fuera nuestro:",
          {
            list: [
              "Comida abierta, empezada o sin precinto, aunque quede casi toda.",
              "Artículos perecederos y sensibles al calor, como el chocolate de mayo a septiembre, una vez entregados: no podemos saber cómo se han conservado.",
            ],
          },
        ],
      },
      {
        heading: "Cuando el problema es nuestro",
        body: [
          "Si un artículo llega dañado, derretido, pasado de su fecha de consumo preferente o no es lo que pediste, no hace falta que lo devuelvas y da igual que esté abierto. Avísanos en los 30 días siguientes a la entrega, con tu número de pedido y una foto, y te enviamos uno nuevo o te lo reembolsamos por completo, incluido el envío que hayas pagado.",
        ],
      },
      {
        heading: "Cómo devolver un artículo",
        body: [
          {
            steps: [
              "{email?Escribe a @ o usa|Usa} el formulario de contacto, con tu número de pedido y los artículos que quieres devolver.",
              "Te respondemos en un día hábil con la dirección de devolución y las instrucciones.",
              "Envía los artículos bien empaquetados. En las devoluciones por cambio de opinión, el envío de vuelta corre por tu cuenta; guarda el comprobante hasta recibir el reembolso.",
            ],
          },
        ],
      },
      {
        heading: "Reembolsos",
        body: [
          "Reembolsamos a la tarjeta con la que pagaste, en un plazo de 5 días hábiles desde que recibimos tu devolución (o desde tu mensaje, si el problema fue nuestro). Tu banco puede tardar unos días más en reflejarlo. Reembolsamos el precio que pagaste por los artículos, después del descuento del cupón si lo hubo; la tarifa de envío de $5.99 solo se reembolsa cuando se devuelve el pedido completo o el problema fue nuestro.",
        ],
      },
    ],
  },
} as const satisfies InfoDocuments;
