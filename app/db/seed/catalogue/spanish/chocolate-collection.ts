import type { CategoryTranslation } from "./types";

export const chocolateCollection: CategoryTranslation = {
  category: {
    name: "Colección de chocolates",
    description:
      "Chocolate de los grandes maestros del mundo: trufas suizas, conchas belgas, bombones italianos de avellana, chocolate con leche nórdico y tabletas negras de origen único. Para regalar o para darse un capricho.",
  },
  products: {
    "milka-alpine-milk-chocolate": {
      name: "Chocolate con leche alpina Milka",
      description:
        "Chocolate con leche tierno y cremoso, hecho con leche de los Alpes. El clásico lila que se funde despacio en la lengua.",
    },
    "toblerone-milk-chocolate": {
      name: "Toblerone de chocolate con leche",
      description:
        "Chocolate con leche suizo con turrón de miel y almendras, con la forma de sus famosos picos de montaña.",
    },
    "kinder-bueno": {
      description:
        "Un barquillo crujiente relleno de suave crema de avellana y decorado con chocolate con leche. Ligero, crujiente y cremoso.",
    },
    "ferrero-rocher-16": {
      name: "Ferrero Rocher 16 bombones",
      description:
        "Una avellana tostada entera en crema de chocolate, un barquillo crujiente, chocolate con leche y avellana picada, en papel dorado.",
    },
    "lindt-lindor-milk": {
      name: "Trufas Lindt Lindor de chocolate con leche",
      description:
        "Bombones de chocolate con leche con un relleno de chocolate fundente irresistiblemente suave. Quita el papel rojo y deja que se derrita.",
    },
    "lindt-excellence-70": {
      name: "Lindt Excellence 70 % cacao",
      description: "Chocolate negro intenso y equilibrado, con notas de cacao tostado y un corte limpio.",
    },
    "ritter-sport-marzipan": {
      name: "Ritter Sport de mazapán",
      description:
        "Cuadrado de chocolate negro relleno de fino mazapán de almendra. Quadratisch, praktisch, gut.",
    },
    "ritter-sport-whole-hazelnuts": {
      name: "Ritter Sport con avellanas enteras",
      description: "Chocolate con leche grueso lleno de avellanas tostadas enteras, en tableta cuadrada.",
    },
    "cadbury-dairy-milk": {
      description:
        "El chocolate con leche favorito de Gran Bretaña, con un vaso y medio de leche fresca en cada 200 g.",
    },
    "cadbury-crunchie": {
      description:
        "Caramelo dorado de panal de miel cubierto de chocolate con leche Cadbury. Un crujido con sabor a viernes.",
    },
    "galaxy-smooth-milk": {
      name: "Galaxy chocolate con leche suave",
      description:
        "Chocolate con leche suave como la seda, famoso por su cremosidad. ¿Para qué algodón si puedes tener seda?",
    },
    "kinder-joy": {
      description:
        "Medio huevo de crema de leche y bolitas de barquillo de cacao con una cucharita; la otra mitad guarda un juguete sorpresa.",
    },
    "nutella-hazelnut-spread": {
      name: "Nutella crema de avellanas",
      description:
        "La crema de avellanas y cacao de Alba, en el Piamonte. Úntala en una tostada caliente, en crepes o cómela a cucharadas.",
    },
    "mirabell-mozartkugeln": {
      description:
        "Mazapán de pistacho y turrón envueltos en chocolate negro, el dulce de Salzburgo que lleva el nombre de Mozart.",
    },
    "cote-dor-noir-de-noir": {
      description:
        "Chocolate negro belga relleno de crema de chocolate negro. Doble de negro, doble de placer.",
    },
    "guylian-seashells": {
      name: "Conchas de chocolate Guylian",
      description: "Conchas de chocolate belga marmoleado con un relleno de praliné de avellana tostada.",
    },
    "valrhona-guanaja-70": {
      name: "Valrhona Guanaja 70 %",
      description:
        "Un chocolate negro amargo del valle del Ródano, con cacao profundo y un final largo y cálido.",
    },
    "marabou-mjolkchoklad": {
      name: "Marabou chocolate con leche",
      description: "El chocolate con leche cremoso de cada día en Suecia, favorito desde 1916.",
    },
    "freia-melkesjokolade": {
      name: "Freia chocolate con leche",
      description: "El chocolate con leche de Noruega, «un pedacito de Noruega», suave y lechoso.",
    },
    "fazer-blue-milk-chocolate": {
      name: "Fazer Blue chocolate con leche",
      description:
        "El famoso chocolate con leche de Karl Fazer en su envoltorio azul, querido en Finlandia desde 1922.",
    },
    "meiji-milk-chocolate": {
      name: "Chocolate con leche Meiji",
      description: "La tableta clásica de chocolate con leche de Japón: suave, lechosa y no demasiado dulce.",
    },
    "tonys-chocolonely-caramel-sea-salt": {
      name: "Tony's Chocolonely caramelo y sal marina",
      description:
        "Chocolate con leche grueso con caramelo crujiente y sal marina, en porciones desiguales. Hecho por un mundo del chocolate sin esclavitud.",
    },
    maltesers: {
      description: "Bolitas de malta ligeras y crujientes cubiertas de chocolate con leche.",
    },
    "cadbury-wispa-gold": {
      description:
        "Chocolate con leche aireado con una capa de caramelo blando. Ahora mismo fuera de las estanterías.",
    },
  },
};
