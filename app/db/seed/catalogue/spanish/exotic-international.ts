import type { CategoryTranslation } from "./types";

export const exoticInternational: CategoryTranslation = {
  category: {
    name: "Exóticos internacionales",
    description:
      "Una vuelta al mundo en una caja de snacks: caramelos de chile y lima de México, Tim Tams de Australia, caramelos de leche de Shanghái, bhujia picante de la India y delicias turcas de Estambul.",
  },
  products: {
    "tim-tam-original": {
      description:
        "Dos galletas de chocolate malteado con una ligera crema de chocolate, bañadas en chocolate suave. Prueba el «Tim Tam slam» con un chocolate caliente.",
    },
    "takis-fuego": {
      description:
        "Tortitas de maíz enrolladas con un golpe intenso de chile picante y lima. Crujientes, ardientes y ácidas.",
    },
    "pulparindo-original": {
      description: "Dulce de pulpa de tamarindo con sal y chile: dulce, ácido y picante a la vez.",
    },
    "lucas-gusano-chamoy": {
      description:
        "Un dulce de salsa de chamoy para apretar, ácido, salado y un poco picante. Échalo sobre la fruta o directamente en la lengua.",
    },
    "duvalin-hazelnut-vanilla": {
      name: "Duvalín avellana y vainilla",
      description:
        "Una bandeja de vasitos con remolinos de crema de avellana y de vainilla, que se comen con la cucharita.",
    },
    "mazapan-de-la-rosa": {
      description: "Mazapán de cacahuete en rodajas que se deshace en la lengua. ¡Ábrelo con mucho cuidado!",
    },
    "vero-mango-chili-lollipops": {
      name: "Piruletas de mango con chile Vero",
      description:
        "Piruletas dulces de mango con una costra de chile en polvo. Las favoritas de las dulcerías mexicanas.",
    },
    "pelon-pelo-rico": {
      description:
        "Aprieta el tubo y sale un «pelo» de pasta de tamarindo dulce, ácida y picante. Divertido de comer y aún más de mirar.",
    },
    "white-rabbit-creamy-candy": {
      name: "Caramelos de leche White Rabbit",
      description:
        "Caramelos masticables de leche de Shanghái envueltos en papel de arroz comestible. Cremosos, nostálgicos y suavemente dulces.",
    },
    "want-want-senbei": {
      description: "Galletas de arroz crujientes con un glaseado dulce y salado, dos por paquete.",
    },
    "tao-kae-noi-crispy-seaweed": {
      name: "Alga crujiente Tao Kae Noi",
      description:
        "Láminas de alga frita y crujiente con un condimento clásico, ligero y salado. Finas, crujientes y adictivas.",
    },
    "koh-kae-coconut-peanuts": {
      name: "Cacahuetes con coco Koh-Kae",
      description:
        "Cacahuetes crujientes con una cobertura de crema de coco, el snack de carretera tailandés en una lata que se vuelve a cerrar.",
    },
    "mamee-monster-noodle-snack": {
      name: "Mamee Monster, snack de fideos",
      description:
        "Snack crujiente de fideos con un sobre de condimento de pollo: aplasta, agita y come directamente de la bolsa.",
    },
    "haldirams-aloo-bhujia": {
      description:
        "Fideos crujientes de patata y harina de garbanzo, especiados con menta y pimienta negra. Perfectos con un chai.",
    },
    "parle-g-biscuits": {
      name: "Galletas Parle-G",
      description:
        "Las queridísimas galletas de glucosa de la India: sencillas, lecheras y perfectas para mojar en el té.",
    },
    "haci-bekir-turkish-delight": {
      name: "Delicias turcas Hacı Bekir",
      description:
        "Lokum de rosa y pistacho del confitero de Estambul que lo elabora desde 1777. Tierno, perfumado y espolvoreado de azúcar.",
    },
    "osem-bamba": {
      name: "Bamba, snack de cacahuete",
      description:
        "Snack de maíz inflado hecho con crema de cacahuete tostado de verdad. Ligero, con sabor a fruto seco y se deshace en la boca.",
    },
    "pacoquita-peanut-candy": {
      name: "Paçoquita, dulce de cacahuete",
      description:
        "Dulces brasileños de cacahuete molido que se desmenuzan de maravilla. Un bote con veinte cuadraditos de felicidad.",
    },
    "havanna-alfajores-chocolate": {
      name: "Alfajores Havanna de chocolate",
      description:
        "Tiernas galletas argentinas rellenas de dulce de leche y bañadas en chocolate negro. Seis, desde Mar del Plata.",
    },
    "violet-crumble": {
      description:
        "Panal de miel crujiente que estalla en pedacitos, envuelto en chocolate con leche. Lo que importa es cómo se rompe.",
    },
    "pascall-pineapple-lumps": {
      description:
        "Corazones masticables de piña en una fina capa de chocolate. La golosina más famosa de Nueva Zelanda.",
    },
    "7d-dried-mangoes": {
      name: "Mango deshidratado 7D",
      description:
        "Rodajas dulces y masticables de mango de Cebú, deshidratadas para conservar su sabor a sol. Un capricho casi sano.",
    },
    "inca-kola": {
      description: "El refresco dorado de Perú, con un dulce sabor a hierba luisa que recuerda al chicle.",
    },
  },
};
