import type { CategoryTranslation } from "./types";

export const koreanTreats: CategoryTranslation = {
  category: {
    name: "Dulces coreanos",
    description:
      "Los snacks favoritos de Seúl: choco pies rellenos de malvavisco, patatas fritas de mantequilla con miel, ramyun picante y leche de plátano. Dulce, salado y picante, como en los K-dramas y las tiendas de barrio.",
  },
  products: {
    "orion-choco-pie": {
      description:
        "Dos bizcochos tiernos con relleno esponjoso de malvavisco, todo cubierto de chocolate. Doce pastelitos envueltos uno a uno para compartir con los amigos.",
    },
    "pepero-original": {
      description:
        "Finos palitos de galleta bañados en chocolate, los protagonistas del Día de Pepero en Corea, el 11 de noviembre.",
    },
    "pepero-almond": {
      name: "Pepero de almendra",
      description:
        "Palitos bañados en chocolate y rebozados en almendra picada crujiente, para un bocado con más fruto seco.",
    },
    "honey-butter-chip": {
      name: "Honey Butter Chip, patatas de miel y mantequilla",
      description:
        "Las patatas fritas que se agotaron en toda Corea: finas, crujientes y glaseadas con miel dulce y mantequilla.",
    },
    "saeukkang-shrimp-crackers": {
      name: "Saeukkang, snack de gambas",
      description:
        "Crackers de trigo aireados y crujientes, hechos con gambas de verdad. El snack salado más vendido de Corea desde 1971.",
    },
    "shin-ramyun-cup": {
      name: "Shin Ramyun en vaso",
      description:
        "Fideos elásticos en un caldo picante de ternera y setas con un buen golpe de chile. Solo hay que añadir agua hirviendo.",
    },
    "buldak-hot-chicken-ramen": {
      name: "Buldak, ramen de pollo picante",
      description:
        "Los famosos fideos salteados y muy picantes, con una salsa de pollo picante dulce y ahumada. Ten un vaso de leche a mano.",
    },
    "kkobuk-chip-corn-soup": {
      name: "Kkobuk Chip crema de maíz",
      description:
        "Snacks de cuatro capas con forma de caparazón de tortuga y sabor a crema de maíz dulce. Cada bocado cruje.",
    },
    "banana-kick": {
      description:
        "Gusanitos de maíz que se deshacen en la boca, con un dulce sabor a plátano. Un favorito coreano de toda la vida.",
    },
    "market-o-real-brownie": {
      name: "Market O, brownie de verdad",
      description:
        "Brownies de chocolate densos y melosos, hechos con cacao de verdad y envueltos uno a uno para la fiambrera.",
    },
    "orion-custard-cake": {
      name: "Pastelitos de crema Orion",
      description:
        "Bizcochitos esponjosos con un centro de suave crema pastelera. Tiernos, dulces y deliciosos con el té.",
    },
    "milkis-original": {
      description: "Un refresco con gas de leche y yogur: cremoso, ligero y sorprendentemente refrescante.",
    },
    "binggrae-banana-milk": {
      name: "Leche de plátano Binggrae",
      description:
        "La icónica leche con sabor a plátano en su botella redonda en forma de tarro, dulce y suave desde 1974.",
    },
    "lotte-xylitol-gum": {
      name: "Chicle Xylitol lima y menta",
      description:
        "Chicle sin azúcar endulzado con xilitol, en un práctico bote de recarga. Frescor de lima y menta.",
    },
    "crown-couque-dasse": {
      description:
        "Delicadas láminas de hojaldre con capas de crema blanca. Elegantes, mantecosas y hojaldradas.",
    },
    "haitai-matdongsan": {
      description: "Trenzas crujientes de masa frita cubiertas de un glaseado dulce y cacahuete picado.",
    },
    "yopokki-sweet-spicy": {
      name: "Yopokki dulce y picante",
      description:
        "Pastelitos de arroz tiernos en una salsa de gochujang dulce y picante, listos en el microondas. El tteokbokki callejero, en casa.",
    },
    "jolly-pong": {
      description:
        "Trigo inflado glaseado con caramelo. Cómelo a puñados o échale leche para un desayuno dulce.",
    },
    "haitai-bong-bong-grape": {
      name: "Bebida de uva Bong Bong",
      description: "Zumo de uva con trocitos de uva entera flotando dentro. Agítalo bien antes de beber.",
    },
    "lotte-chic-choc": {
      description:
        "Galletas crujientes con pepitas de chocolate y un intenso sabor a cacao, envueltas de dos en dos.",
    },
    "orion-pocachip-original": {
      name: "Pocachip original",
      description:
        "Patatas fritas de corte grueso hechas con patatas coreanas frescas, ligeramente saladas y muy crujientes.",
    },
    "crown-my-chew-strawberry": {
      name: "My Chew de fresa",
      description:
        "Caramelos masticables de fresa, tiernos y elásticos, en un paquete fino en barrita. Afrutados y no demasiado dulces.",
    },
  },
};
