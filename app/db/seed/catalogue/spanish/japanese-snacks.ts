import type { CategoryTranslation } from "./types";

export const japaneseSnacks: CategoryTranslation = {
  category: {
    name: "Snacks japoneses",
    description:
      "Clásicos de los konbini de Japón: palitos de galleta bañados en chocolate, caramelos masticables de fruta, palitos de patata crujientes y ramune con burbujas. Sabores divertidos, envases cuidados y una pequeña sorpresa en cada caja.",
  },
  products: {
    "pocky-chocolate": {
      name: "Pocky de chocolate",
      description:
        "El palito de galleta japonés original, bañado en suave chocolate con leche y con un extremo sin cubrir para sujetarlo. Crujiente, ligero y imposible comer solo uno.",
    },
    "pocky-strawberry": {
      name: "Pocky de fresa",
      description:
        "Palitos de galleta crujientes cubiertos de una crema de fresa dulce y ácida. Un favorito rosa pastel para compartir en una tarde de sol.",
    },
    "pocky-matcha": {
      name: "Pocky de té verde matcha",
      description:
        "Palitos de galleta con una cobertura cremosa de matcha japonés: suavemente amarga, suavemente dulce y muy adulta.",
    },
    "pocky-cookies-and-cream": {
      name: "Pocky de galleta y nata",
      description:
        "Palitos de galleta de cacao bañados en crema de vainilla y salpicados de trocitos crujientes de galleta de chocolate.",
    },
    "pretz-salad": {
      name: "Pretz sabor ensalada",
      description:
        "Palitos salados horneados, tipo pretzel, sazonados con una mezcla de hierbas «ensalada». El primo salado de Pocky, perfecto con una bebida fría.",
    },
    "hi-chew-assorted": {
      name: "Hi-Chew surtido de frutas",
      description:
        "Caramelos masticables de fruta envueltos uno a uno, de fresa, uva, manzana verde y mango. Elásticos al primer mordisco, luego jugosos y tiernos.",
    },
    "yan-yan-chocolate": {
      name: "Yan Yan para mojar en chocolate",
      description:
        "Palitos de galleta crujientes con animalitos y palabras impresos, con un vasito de crema de chocolate para mojarlos.",
    },
    "hello-panda-chocolate": {
      name: "Hello Panda de chocolate",
      description:
        "Galletitas de un bocado decoradas con pandas jugando y rellenas de una intensa crema de chocolate.",
    },
    "koalas-march-chocolate": {
      name: "Koala's March de chocolate",
      description:
        "Galletitas con koalas impresos y un corazón de chocolate fundente. ¡Busca el raro koala con cejas!",
    },
    "jagariko-salad": {
      name: "Jagariko sabor ensalada",
      description:
        "Palitos de patata contundentes con trocitos de zanahoria y perejil, de pie en su propio vaso. Crujientes y salados.",
    },
    "kappa-ebisen-shrimp-chips": {
      name: "Kappa Ebisen, snack de gambas",
      description:
        "Crackers de trigo ligeros y aireados, horneados con gambas de verdad. Un clásico de la merienda japonesa desde 1964.",
    },
    "umaibo-corn-potage": {
      name: "Umaibo crema de maíz",
      description:
        "Un palito de maíz inflado espolvoreado con sabor a crema de maíz. Precio mínimo, crujido enorme.",
    },
    "kasugai-muscat-gummy": {
      name: "Gominolas de moscatel Kasugai",
      description:
        "Gominolas blandas y jugosas con un aroma de uva blanca moscatel, cada una con su propio envoltorio.",
    },
    "kororo-grape-gummy": {
      name: "Gominolas de uva Kororo",
      description:
        "Gominolas redondas con una piel fina que se rompe y deja ver un centro jugoso de uva, casi como la fruta de verdad.",
    },
    "ramune-original": {
      name: "Refresco Ramune original",
      description:
        "Refresco veraniego de lima-limón en la famosa botella cerrada con una canica de cristal. Empuja la canica y escucha las burbujas.",
    },
    "calpico-soda": {
      name: "Calpico con gas",
      description:
        "Un refresco con gas de leche fermentada, ligeramente ácido, que sabe a yogur cremoso y a cítricos. Refrescante y diferente.",
    },
    "cup-noodle-seafood": {
      name: "Cup Noodle de marisco",
      description:
        "El cup noodle de la edición japonesa, con un caldo lechoso de marisco, calamar, palitos de cangrejo y col. Listo en tres minutos.",
    },
    "takenoko-no-sato": {
      description:
        "Galletas con forma de brote de bambú cubiertas con dos capas de chocolate con leche. ¿Eres del equipo Takenoko o del equipo Kinoko?",
    },
    "kinoko-no-yama": {
      description:
        "Setitas con tallo de galleta crujiente y sombrero de chocolate con leche. Un clásico desde 1975.",
    },
    "black-thunder": {
      description:
        "Una barrita de galleta de cacao y arroz inflado bañada en chocolate, de crujido atronador. El favorito de culto de Japón a precio de paga semanal.",
    },
    "country-maam-vanilla": {
      name: "Country Ma'am de vainilla",
      description:
        "Galletas tiernas con el borde crujiente y un corazón meloso de vainilla, envueltas una a una para que sigan frescas.",
    },
    "alfort-mini-chocolate": {
      name: "Alfort Mini de chocolate",
      description:
        "Una galleta integral coronada con una gruesa tableta de chocolate con leche con un velero en relieve.",
    },
    "kit-kat-sakura-matcha": {
      name: "Kit Kat sakura y matcha",
      description:
        "Un Kit Kat solo de primavera: barquillo crujiente en chocolate de matcha con aroma a flor de cerezo. Retirado hasta la próxima temporada.",
    },
  },
};
