import type { CategoryTranslation } from "./types";

export const americanFavorites: CategoryTranslation = {
  category: {
    name: "Favoritos americanos",
    description:
      "Golosinas de viaje por carretera de Estados Unidos: vasitos de chocolate con crema de cacahuete, masticables ácidos, pastelitos rellenos de crema y root beer. Los dulces de los dibujos animados del sábado por la mañana y del bar del cine.",
  },
  products: {
    "reeses-peanut-butter-cups": {
      name: "Reese's, vasitos de chocolate y crema de cacahuete",
      description:
        "Dos vasitos de chocolate con leche rellenos de crema de cacahuete dulce y salada. La combinación perfecta de Estados Unidos, directa desde Pensilvania.",
    },
    "hersheys-milk-chocolate-bar": {
      name: "Tableta de chocolate con leche Hershey's",
      description:
        "La clásica tableta americana de chocolate con leche, dividida en doce rectangulitos. Hecha para los s'mores.",
    },
    "hostess-twinkies": {
      description:
        "Bizcochitos dorados con un relleno esponjoso de crema de vainilla. Diez piezas de pura América, envueltas una a una.",
    },
    "jolly-rancher-original": {
      description:
        "Caramelos duros de larga duración de sandía, cereza, uva, manzana verde y frambuesa azul. Intensos, afrutados y brillantes como el cristal.",
    },
    "twizzlers-strawberry-twists": {
      name: "Twizzlers, regaliz de fresa",
      description:
        "Trenzas masticables de regaliz de fresa, bajas en grasa y llenas de nostalgia de noche de cine.",
    },
    "airheads-assorted": {
      name: "Airheads surtidos",
      description:
        "Barritas masticables de cereza, frambuesa azul y un misterioso sabor blanco. Estira, muerde y repite.",
    },
    "tootsie-roll-midgees": {
      description: "Masticables de chocolate de un bocado que se fabrican en Estados Unidos desde 1896.",
    },
    "mms-peanut": {
      name: "M&M's de cacahuete",
      description:
        "Cacahuetes tostados y crujientes cubiertos de chocolate con leche y de una capa de caramelo de colores.",
    },
    "snickers-bar": {
      description:
        "Cacahuetes tostados, turrón y caramelo en chocolate con leche. Un clásico que quita el hambre.",
    },
    "butterfinger-bar": {
      description:
        "Un corazón crujiente y hojaldrado de crema de cacahuete envuelto en una cobertura de chocolate.",
    },
    "cheetos-flamin-hot": {
      description:
        "Gusanitos de queso crujientes espolvoreados con un condimento rojo de chile muy picante. Acabarás con los dedos rojos.",
    },
    "warheads-extreme-sour": {
      name: "Warheads extra ácidos",
      description:
        "Caramelos duros con una capa ácida de verdad que da paso a una fruta dulce. ¿Cuánto aguantarás sin poner caras?",
    },
    "nerds-gummy-clusters": {
      description:
        "Nerds crujientes de arcoíris alrededor de un corazón de gominola blanda y afrutada. Ruidosos, coloridos y adictivos.",
    },
    "pop-tarts-frosted-strawberry": {
      name: "Pop-Tarts de fresa glaseados",
      description:
        "Pastelitos para tostadora con un relleno dulce de fresa, glaseado rosa y virutas de colores. Calientes o fríos, son desayuno y postre a la vez.",
    },
    "lucky-charms": {
      description:
        "Cereales de avena tostada con malvaviscos de colores en forma de corazones, estrellas, herraduras y arcoíris.",
    },
    "dr-pepper-can": {
      description:
        "El refresco tejano único, con una mezcla de 23 sabores, oscuro como la cereza y con mucho gas.",
    },
    "aw-root-beer": {
      description:
        "Root beer cremosa y llena de vainilla, hecha con vainilla envejecida. Ponle encima una bola de helado.",
    },
    "goldfish-cheddar": {
      name: "Goldfish, crackers de queso cheddar",
      description:
        "Crackers horneados de queso cheddar con forma de pececitos sonrientes. El snack que te devuelve la sonrisa.",
    },
    "oreo-original": {
      description: "Dos galletas de chocolate con un dulce relleno de crema. Gira, lame y moja.",
    },
    "peeps-marshmallow-chicks": {
      name: "Peeps, pollitos de malvavisco",
      description:
        "Pollitos esponjosos de malvavisco rebozados en azúcar amarillo. Una tradición de primavera de Bethlehem, Pensilvania.",
    },
    "jelly-belly-20-flavors": {
      name: "Jelly Belly 20 sabores",
      description:
        "La gominola gourmet en veinte sabores fieles al original, de palomitas con mantequilla a cereza intensa.",
    },
    "pringles-original": {
      description:
        "Patatas fritas con forma de silla de montar, perfectamente apiladas en su famoso tubo. Cuando haces pop…",
    },
    "mike-and-ike-original-fruits": {
      name: "Mike and Ike frutas originales",
      description: "Cápsulas masticables con sabor a cereza, limón, lima, naranja y fresa.",
    },
    "oreo-birthday-cake": {
      name: "Oreo tarta de cumpleaños",
      description:
        "Galletas Oreo de chocolate con crema sabor a masa de tarta y virutas de colores. Una edición limitada, ya retirada.",
    },
  },
};
