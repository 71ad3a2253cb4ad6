import type { CategoryTranslation } from "./types";

export const europeanDelights: CategoryTranslation = {
  category: {
    name: "Delicias europeas",
    description:
      "Tesoros de confitería de toda Europa: ositos de goma alemanes, stroopwafels holandeses, galletas belgas de caramelo, gominolas británicas y regaliz nórdico. Recetas de siempre, queridas durante generaciones.",
  },
  products: {
    "haribo-goldbears": {
      name: "Haribo ositos de oro",
      description:
        "Los ositos de goma originales de Bonn, de fresa, frambuesa, naranja, limón, piña y manzana. Tiernos, afrutados y hechos para compartir.",
    },
    "haribo-starmix": {
      description:
        "Una mezcla de golosinas de fiesta: ositos, huevos fritos, botellitas de cola, corazones y aros de gominola. Hay algo para todos.",
    },
    "haribo-happy-cola": {
      description:
        "Gominolas con forma de botella de cola y un sabor que burbujea, masticables y alemanas de toda la vida desde 1960.",
    },
    "maoam-stripes": {
      description:
        "Tiras largas y tiernas de caramelo masticable de fresa, naranja, manzana, limón y frambuesa. Pela, dobla y mastica.",
    },
    "chupa-chups-classic": {
      name: "Chupa Chups clásicos",
      description:
        "Veinte piruletas redondas de Barcelona, de cola, fresa con nata y otros sabores de siempre.",
    },
    "mentos-mint": {
      name: "Mentos de menta",
      description:
        "Grageas masticables de menta con una capa crujiente, en el rollo de siempre. Aliento fresco al estilo holandés.",
    },
    "werthers-original": {
      description:
        "Caramelos dorados de mantequilla hechos con mantequilla de verdad y nata fresca. Intensos, suaves y reconfortantes.",
    },
    toffifee: {
      description:
        "Una avellana entera en un vasito de caramelo con crema de turrón, coronada con un botón de chocolate negro. Quince para compartir.",
    },
    "daelmans-stroopwafels": {
      description:
        "Finos gofres unidos con sirope de caramelo templado, en una lata holandesa de coleccionista. Pon uno sobre una taza de café caliente.",
    },
    "lotus-biscoff": {
      name: "Galletas Lotus Biscoff",
      description:
        "Galletas caramelizadas y crujientes con un toque cálido de canela, la compañera belga del café.",
    },
    "leibniz-butter-biscuits": {
      name: "Galletas de mantequilla Leibniz",
      description:
        "Galletas doradas de mantequilla con sus famosos 52 dientes, horneadas en Hannover desde 1891.",
    },
    "manner-neapolitaner-wafers": {
      name: "Barquillos Manner Neapolitaner",
      description:
        "Barquillos vieneses crujientes con capas de crema de avellana. El paquete rosa de la plaza de San Esteban.",
    },
    "fishermans-friend-original": {
      description:
        "Pastillas extrafuertes de mentol y eucalipto de Fleetwood, creadas para los pescadores en alta mar.",
    },
    "ricola-swiss-herb-drops": {
      name: "Caramelos de hierbas suizas Ricola",
      description:
        "Caramelos de hierbas hechos con trece hierbas de montaña suizas. Suaves, frescos y ligeramente dulces.",
    },
    "percy-pig": {
      description:
        "Gominolas de fruta con forma de cerdito hechas con zumo de fruta de verdad, un dulce británico de culto. Blanditas, de frambuesa y uva, y muy monas.",
    },
    "bassetts-jelly-babies": {
      description:
        "Gominolas blandas espolvoreadas de azúcar en seis sabores de fruta. ¿Qué muerdes primero, la cabeza o los pies?",
    },
    "walkers-pure-butter-shortbread": {
      name: "Shortbread de pura mantequilla Walkers",
      description:
        "Galletas de mantequilla intensas y desmenuzables, horneadas en las Tierras Altas de Escocia solo con mantequilla, harina, azúcar y sal.",
    },
    "lakrids-chocolate-liquorice": {
      name: "Lakrids, regaliz con chocolate",
      description:
        "Regaliz danés dulce cubierto de chocolate con leche belga y espolvoreado con polvo de regaliz.",
    },
    "panda-soft-liquorice": {
      name: "Regaliz blando Panda",
      description: "Bocaditos de regaliz natural y blando, hechos en Finlandia sin colorantes artificiales.",
    },
    "tic-tac-fresh-mint": {
      name: "Tic Tac menta fresca",
      description:
        "Caramelitos de menta fresca en la cajita transparente con tapa de clic. Dos calorías de frescor cada vez.",
    },
    "ahlgrens-bilar": {
      description:
        "Los cochecitos de espuma de malvavisco favoritos de Suecia, en rosa, verde y blanco. Tiernos, masticables y afrutados.",
    },
    "trolli-sour-glowworms": {
      name: "Gusanos ácidos Trolli",
      description:
        "Gusanitos de gominola de dos colores rebozados en azúcar ácido. Ondulantes, chispeantes y llenos de color.",
    },
  },
};
