/**
 * The demo catalogue's product facts (issue 28): ingredients in both languages, allergens,
 * traces, diets, nutrition per 100 g and heat sensitivity. Each kind of treat has plausible
 * facts; the products shoppers know well have their own, true to the real pack (a milk chocolate
 * bar contains milk and soy, Pocky wheat, milk and soy, Reese's peanuts). Demo data, not labels:
 * the product page tells shoppers to always check the package.
 */
import type { Allergen, Diet } from "~/lib/product-facts";
import type { ProductSeed, TreatKind } from "./types";

export interface FactsSeed {
  ingredients: string;
  ingredientsEs: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  diets: Diet[];
  /** kcal, fat, of which saturates, carbohydrate, of which sugars, protein, salt; per 100 g. */
  nutrition: readonly [number, number, number, number, number, number, number];
  heatSensitive: boolean;
}

type Facts = FactsSeed;

const MILK_CHOCOLATE: Facts = {
  ingredients:
    "Sugar, cocoa butter, whole milk powder, cocoa mass, skimmed milk powder, emulsifier (soy lecithin), flavouring.",
  ingredientsEs:
    "Azúcar, manteca de cacao, leche entera en polvo, pasta de cacao, leche desnatada en polvo, emulgente (lecitina de soja), aroma.",
  allergens: ["milk", "soy"],
  mayContain: ["tree-nuts", "peanuts", "wheat"],
  diets: ["vegetarian"],
  nutrition: [535, 30, 18, 58, 56, 7.3, 0.24],
  heatSensitive: true,
};

const DARK_CHOCOLATE: Facts = {
  ingredients: "Cocoa mass, sugar, cocoa butter, emulsifier (soy lecithin), natural vanilla flavouring.",
  ingredientsEs: "Pasta de cacao, azúcar, manteca de cacao, emulgente (lecitina de soja), aroma natural de vainilla.",
  allergens: ["soy"],
  mayContain: ["milk", "tree-nuts"],
  diets: ["vegetarian", "gluten-free"],
  nutrition: [566, 41, 24, 34, 28, 9.5, 0.02],
  heatSensitive: true,
};

const BY_TREAT: Record<TreatKind, Facts> = {
  sticks: {
    ingredients:
      "Wheat flour, sugar, cocoa mass, vegetable fat (palm), whole milk powder, shortening, starch, malt extract, salt, emulsifier (soy lecithin), raising agent, flavouring.",
    ingredientsEs:
      "Harina de trigo, azúcar, pasta de cacao, grasa vegetal (palma), leche entera en polvo, manteca, almidón, extracto de malta, sal, emulgente (lecitina de soja), gasificante, aroma.",
    allergens: ["wheat", "milk", "soy"],
    mayContain: ["peanuts", "tree-nuts", "eggs"],
    diets: ["vegetarian"],
    nutrition: [505, 24, 14, 64, 31, 8.1, 0.6],
    heatSensitive: true,
  },
  chocolate: MILK_CHOCOLATE,
  pralines: {
    ingredients:
      "Milk chocolate (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soy lecithin), vanillin), hazelnuts, sugar, vegetable oil, wheat flour, skimmed milk powder, whey powder, salt.",
    ingredientsEs:
      "Chocolate con leche (azúcar, manteca de cacao, leche entera en polvo, pasta de cacao, emulgente (lecitina de soja), vainillina), avellanas, azúcar, aceite vegetal, harina de trigo, leche desnatada en polvo, suero de leche en polvo, sal.",
    allergens: ["milk", "tree-nuts", "soy", "wheat"],
    mayContain: ["peanuts", "eggs"],
    diets: ["vegetarian"],
    nutrition: [560, 36, 15, 50, 44, 7.6, 0.2],
    heatSensitive: true,
  },
  gummies: {
    ingredients:
      "Glucose syrup, sugar, gelatine, dextrose, fruit juice from concentrate, acid (citric acid), fruit and plant concentrates, flavouring, glazing agents (beeswax, carnauba wax).",
    ingredientsEs:
      "Jarabe de glucosa, azúcar, gelatina, dextrosa, zumo de fruta a base de concentrado, acidulante (ácido cítrico), concentrados de frutas y plantas, aroma, agentes de recubrimiento (cera de abejas, cera de carnauba).",
    allergens: [],
    mayContain: [],
    diets: ["gluten-free"],
    nutrition: [343, 0.5, 0.1, 77, 46, 6.9, 0.07],
    heatSensitive: true,
  },
  ropes: {
    ingredients:
      "Glucose syrup, wheat flour, sugar, corn starch, palm oil, salt, natural and artificial flavour, citric acid, colour (red 40).",
    ingredientsEs:
      "Jarabe de glucosa, harina de trigo, azúcar, almidón de maíz, aceite de palma, sal, aroma natural y artificial, ácido cítrico, colorante (rojo 40).",
    allergens: ["wheat"],
    mayContain: [],
    diets: ["vegan", "vegetarian", "kosher"],
    nutrition: [350, 2.3, 0.5, 80, 42, 2.5, 0.3],
    heatSensitive: false,
  },
  chips: {
    ingredients: "Potatoes, vegetable oil (sunflower, rapeseed), seasoning (salt, sugar, onion powder, yeast extract).",
    ingredientsEs:
      "Patatas, aceite vegetal (girasol, colza), sazonador (sal, azúcar, cebolla en polvo, extracto de levadura).",
    allergens: [],
    mayContain: ["milk", "wheat"],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [535, 33, 3.1, 52, 2.5, 6, 1.3],
    heatSensitive: false,
  },
  cookies: {
    ingredients:
      "Wheat flour, sugar, butter (milk), vegetable oil, whole egg powder, glucose syrup, raising agents (ammonium and sodium bicarbonates), salt, emulsifier (soy lecithin).",
    ingredientsEs:
      "Harina de trigo, azúcar, mantequilla (leche), aceite vegetal, huevo entero en polvo, jarabe de glucosa, gasificantes (bicarbonatos amónico y sódico), sal, emulgente (lecitina de soja).",
    allergens: ["wheat", "milk", "eggs", "soy"],
    mayContain: ["tree-nuts", "sesame"],
    diets: ["vegetarian"],
    nutrition: [480, 20, 11, 68, 28, 6.5, 0.8],
    heatSensitive: false,
  },
  "sandwich-cookies": {
    ingredients:
      "Wheat flour, sugar, palm oil, fat-reduced cocoa powder, glucose-fructose syrup, raising agents (potassium and ammonium carbonates), salt, emulsifier (soy lecithin), flavouring.",
    ingredientsEs:
      "Harina de trigo, azúcar, aceite de palma, cacao desgrasado en polvo, jarabe de glucosa y fructosa, gasificantes (carbonatos potásico y amónico), sal, emulgente (lecitina de soja), aroma.",
    allergens: ["wheat", "soy"],
    mayContain: ["milk"],
    diets: ["vegetarian", "kosher"],
    nutrition: [480, 20, 9.8, 69, 38, 5, 0.75],
    heatSensitive: false,
  },
  cakes: {
    ingredients:
      "Wheat flour, sugar, glucose syrup, vegetable oil, eggs, skimmed milk powder, cocoa powder, gelatine, raising agents, salt, emulsifier (soy lecithin), flavouring.",
    ingredientsEs:
      "Harina de trigo, azúcar, jarabe de glucosa, aceite vegetal, huevos, leche desnatada en polvo, cacao en polvo, gelatina, gasificantes, sal, emulgente (lecitina de soja), aroma.",
    allergens: ["wheat", "eggs", "milk", "soy"],
    mayContain: ["peanuts", "tree-nuts"],
    diets: [],
    nutrition: [430, 18, 9, 62, 38, 4.5, 0.6],
    heatSensitive: true,
  },
  candies: {
    ingredients: "Sugar, glucose syrup, acid (citric acid), natural and artificial flavours, colours.",
    ingredientsEs: "Azúcar, jarabe de glucosa, acidulante (ácido cítrico), aromas naturales y artificiales, colorantes.",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free", "kosher"],
    nutrition: [390, 0, 0, 97, 64, 0, 0.05],
    heatSensitive: false,
  },
  chews: {
    ingredients:
      "Sugar, glucose syrup, vegetable oil (palm), gelatine, fruit juice from concentrate, acid (citric acid), emulsifier (sucrose esters), flavouring, colours.",
    ingredientsEs:
      "Azúcar, jarabe de glucosa, aceite vegetal (palma), gelatina, zumo de fruta a base de concentrado, acidulante (ácido cítrico), emulgente (ésteres de sacarosa), aroma, colorantes.",
    allergens: [],
    mayContain: ["milk"],
    diets: ["gluten-free"],
    nutrition: [400, 7.5, 6.8, 83, 60, 0.8, 0.02],
    heatSensitive: false,
  },
  mints: {
    ingredients: "Sugar, glucose syrup, natural mint flavouring, menthol, thickener (gum arabic), glazing agent (carnauba wax).",
    ingredientsEs:
      "Azúcar, jarabe de glucosa, aroma natural de menta, mentol, espesante (goma arábiga), agente de recubrimiento (cera de carnauba).",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free", "halal", "kosher"],
    nutrition: [390, 0.4, 0.3, 97, 95, 0, 0],
    heatSensitive: false,
  },
  drink: {
    ingredients: "Carbonated water, sugar, acid (citric acid), natural flavourings, colour (caramel).",
    ingredientsEs: "Agua carbonatada, azúcar, acidulante (ácido cítrico), aromas naturales, colorante (caramelo).",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free", "halal", "kosher"],
    nutrition: [42, 0, 0, 10.6, 10.6, 0, 0.03],
    heatSensitive: false,
  },
  noodles: {
    ingredients:
      "Noodles (wheat flour, palm oil, potato starch, salt), soup base (salt, flavour enhancer, soy sauce powder (soy, wheat), chilli powder, garlic, onion, sugar), dried vegetables.",
    ingredientsEs:
      "Fideos (harina de trigo, aceite de palma, fécula de patata, sal), base de sopa (sal, potenciador del sabor, salsa de soja en polvo (soja, trigo), chile en polvo, ajo, cebolla, azúcar), verduras deshidratadas.",
    allergens: ["wheat", "soy"],
    mayContain: ["milk", "eggs", "fish", "shellfish", "sesame"],
    diets: [],
    nutrition: [450, 17, 8.5, 64, 4, 9, 5.2],
    heatSensitive: false,
  },
  wafers: {
    ingredients:
      "Sugar, wheat flour, cocoa butter, whole milk powder, cocoa mass, vegetable fat, lactose, whey powder (milk), emulsifier (soy lecithin), raising agent, salt, flavouring.",
    ingredientsEs:
      "Azúcar, harina de trigo, manteca de cacao, leche entera en polvo, pasta de cacao, grasa vegetal, lactosa, suero de leche en polvo, emulgente (lecitina de soja), gasificante, sal, aroma.",
    allergens: ["wheat", "milk", "soy"],
    mayContain: ["tree-nuts", "peanuts"],
    diets: ["vegetarian"],
    nutrition: [518, 26, 16, 62, 48, 6.5, 0.2],
    heatSensitive: true,
  },
  lollipops: {
    ingredients: "Sugar, glucose syrup, acid (citric acid), flavourings, colours.",
    ingredientsEs: "Azúcar, jarabe de glucosa, acidulante (ácido cítrico), aromas, colorantes.",
    allergens: [],
    mayContain: ["milk"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [395, 0, 0, 98, 73, 0, 0.01],
    heatSensitive: false,
  },
  marshmallows: {
    ingredients: "Sugar, corn syrup, gelatine, natural flavours, colour, carnauba wax.",
    ingredientsEs: "Azúcar, jarabe de maíz, gelatina, aromas naturales, colorante, cera de carnauba.",
    allergens: [],
    mayContain: [],
    diets: ["gluten-free"],
    nutrition: [357, 0, 0, 89, 75, 2.1, 0.04],
    heatSensitive: true,
  },
  crackers: {
    ingredients: "Wheat flour, vegetable oil, corn, salt, sugar, seasoning (onion, garlic, yeast extract), raising agent.",
    ingredientsEs:
      "Harina de trigo, aceite vegetal, maíz, sal, azúcar, sazonador (cebolla, ajo, extracto de levadura), gasificante.",
    allergens: ["wheat"],
    mayContain: ["milk", "soy", "sesame"],
    diets: ["vegetarian"],
    nutrition: [490, 22, 10, 63, 5, 8, 1.6],
    heatSensitive: false,
  },
  nuts: {
    ingredients: "Peanuts, sugar, wheat flour, vegetable oil, salt, glucose syrup, raising agent.",
    ingredientsEs: "Cacahuetes, azúcar, harina de trigo, aceite vegetal, sal, jarabe de glucosa, gasificante.",
    allergens: ["peanuts", "wheat"],
    mayContain: ["tree-nuts", "sesame", "soy"],
    diets: ["vegan", "vegetarian"],
    nutrition: [530, 31, 5, 45, 20, 17, 0.9],
    heatSensitive: false,
  },
  "dried-fruit": {
    ingredients: "Mango, sugar, preservative (sodium metabisulphite).",
    ingredientsEs: "Mango, azúcar, conservante (metabisulfito sódico).",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free", "halal", "kosher"],
    nutrition: [330, 1.2, 0.3, 80, 67, 2, 0.1],
    heatSensitive: false,
  },
  cereal: {
    ingredients: "Puffed wheat, sugar, corn syrup, honey, salt, caramel colour.",
    ingredientsEs: "Trigo inflado, azúcar, jarabe de maíz, miel, sal, colorante caramelo.",
    allergens: ["wheat"],
    mayContain: ["milk", "soy"],
    diets: ["vegetarian"],
    nutrition: [390, 1.5, 0.3, 88, 45, 6, 0.3],
    heatSensitive: false,
  },
  spread: {
    ingredients:
      "Sugar, palm oil, hazelnuts (13%), skimmed milk powder (8.7%), fat-reduced cocoa (7.4%), emulsifier (soy lecithin), vanillin.",
    ingredientsEs:
      "Azúcar, aceite de palma, avellanas (13%), leche desnatada en polvo (8,7%), cacao desgrasado (7,4%), emulgente (lecitina de soja), vainillina.",
    allergens: ["milk", "tree-nuts", "soy"],
    mayContain: [],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [539, 30.9, 10.6, 57.5, 56.3, 6.3, 0.107],
    heatSensitive: false,
  },
  "candy-bar": {
    ingredients:
      "Milk chocolate (sugar, cocoa butter, skimmed milk powder, cocoa mass, lactose, milk fat, emulsifier (soy lecithin), vanilla extract), peanuts, glucose syrup, sugar, palm fat, skimmed milk powder, salt, egg white powder.",
    ingredientsEs:
      "Chocolate con leche (azúcar, manteca de cacao, leche desnatada en polvo, pasta de cacao, lactosa, grasa láctea, emulgente (lecitina de soja), extracto de vainilla), cacahuetes, jarabe de glucosa, azúcar, grasa de palma, leche desnatada en polvo, sal, clara de huevo en polvo.",
    allergens: ["milk", "peanuts", "soy", "eggs"],
    mayContain: ["tree-nuts", "wheat"],
    diets: ["vegetarian"],
    nutrition: [488, 23.5, 8.6, 59.5, 51.5, 8.6, 0.63],
    heatSensitive: true,
  },
  cups: {
    ingredients:
      "Milk chocolate (sugar, cocoa butter, chocolate, skim milk, milk fat, lactose, soy lecithin), peanuts, sugar, dextrose, salt, TBHQ and citric acid.",
    ingredientsEs:
      "Chocolate con leche (azúcar, manteca de cacao, chocolate, leche desnatada, grasa láctea, lactosa, lecitina de soja), cacahuetes, azúcar, dextrosa, sal, TBHQ y ácido cítrico.",
    allergens: ["milk", "peanuts", "soy"],
    mayContain: [],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [515, 30, 11, 55, 48, 10.5, 0.9],
    heatSensitive: true,
  },
  beans: {
    ingredients:
      "Sugar, corn syrup, modified food starch, fruit juices, citric acid, natural and artificial flavours, colours, glazing agents (beeswax, carnauba wax, shellac).",
    ingredientsEs:
      "Azúcar, jarabe de maíz, almidón modificado, zumos de frutas, ácido cítrico, aromas naturales y artificiales, colorantes, agentes de recubrimiento (cera de abejas, cera de carnauba, goma laca).",
    allergens: [],
    mayContain: [],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [375, 0, 0, 93, 70, 0, 0.1],
    heatSensitive: false,
  },
  cubes: {
    ingredients: "Sugar, corn starch, water, rose water, acid (citric acid), icing sugar.",
    ingredientsEs: "Azúcar, almidón de maíz, agua, agua de rosas, acidulante (ácido cítrico), azúcar glas.",
    allergens: [],
    mayContain: ["tree-nuts", "peanuts"],
    diets: ["vegan", "vegetarian", "gluten-free", "halal"],
    nutrition: [360, 0.2, 0, 89, 70, 0.1, 0.02],
    heatSensitive: false,
  },
};

/** Products whose facts are not their kind's: well-known packs and kinds that vary. */
const BY_SLUG: Record<string, Partial<Facts>> = {
  "pretz-salad": {
    ingredients: "Wheat flour, vegetable shortening, sugar, salt, dried vegetables (tomato, onion, carrot), yeast, flavouring.",
    ingredientsEs:
      "Harina de trigo, manteca vegetal, azúcar, sal, verduras deshidratadas (tomate, cebolla, zanahoria), levadura, aroma.",
    allergens: ["wheat", "milk", "soy"],
    nutrition: [480, 20, 9, 65, 6, 9, 1.9],
    heatSensitive: false,
  },
  "pocky-matcha": {
    ingredients:
      "Wheat flour, sugar, vegetable fat, whole milk powder, shortening, matcha green tea powder, starch, malt extract, salt, emulsifier (soy lecithin), flavouring.",
    ingredientsEs:
      "Harina de trigo, azúcar, grasa vegetal, leche entera en polvo, manteca, té verde matcha en polvo, almidón, extracto de malta, sal, emulgente (lecitina de soja), aroma.",
  },
  "hi-chew-assorted": { allergens: [], mayContain: ["milk"], nutrition: [390, 7, 6.4, 82, 57, 0.5, 0.02] },
  "kappa-ebisen-shrimp-chips": {
    ingredients: "Wheat flour, vegetable oil, starch, shrimp (8%), sugar, salt, flavour enhancer.",
    ingredientsEs: "Harina de trigo, aceite vegetal, almidón, gamba (8%), azúcar, sal, potenciador del sabor.",
    allergens: ["wheat", "shellfish"],
    mayContain: ["milk", "soy", "fish"],
    diets: [],
    nutrition: [500, 23, 9, 66, 5.5, 6.6, 1.6],
  },
  "saeukkang-shrimp-crackers": {
    ingredients: "Wheat flour, vegetable oil, starch, shrimp (7%), sugar, salt, soy sauce powder, flavour enhancer.",
    ingredientsEs: "Harina de trigo, aceite vegetal, almidón, gamba (7%), azúcar, sal, salsa de soja en polvo, potenciador del sabor.",
    allergens: ["wheat", "shellfish", "soy"],
    mayContain: ["milk", "fish"],
    diets: [],
    nutrition: [505, 24, 11, 65, 6, 6.5, 1.4],
  },
  "jagariko-salad": {
    ingredients: "Potatoes, vegetable oil, skimmed milk powder, dried vegetables (carrot, parsley), salt, flavouring.",
    ingredientsEs: "Patatas, aceite vegetal, leche desnatada en polvo, verduras deshidratadas (zanahoria, perejil), sal, aroma.",
    allergens: ["milk"],
    mayContain: ["wheat", "soy"],
    diets: ["vegetarian"],
  },
  "umaibo-corn-potage": {
    ingredients: "Corn, vegetable oil, sugar, corn potage seasoning (milk powder, onion, salt), flavour enhancer.",
    ingredientsEs: "Maíz, aceite vegetal, azúcar, sazonador de crema de maíz (leche en polvo, cebolla, sal), potenciador del sabor.",
    allergens: ["milk", "soy"],
    mayContain: ["wheat"],
    diets: ["vegetarian"],
    nutrition: [540, 30, 12, 60, 8, 5.5, 1],
  },
  "ramune-original": {
    ingredients: "Dextrose, starch, acid (citric acid), emulsifier, flavouring.",
    ingredientsEs: "Dextrosa, almidón, acidulante (ácido cítrico), emulgente, aroma.",
    nutrition: [380, 0.5, 0.1, 94, 88, 0, 0],
  },
  "calpico-soda": {
    ingredients: "Water, sugar, nonfat milk, acid (citric acid), carbon dioxide, flavouring, stabiliser (soybean polysaccharide).",
    ingredientsEs: "Agua, azúcar, leche desnatada, acidulante (ácido cítrico), dióxido de carbono, aroma, estabilizante (polisacárido de soja).",
    allergens: ["milk", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [49, 0, 0, 12, 12, 0.3, 0.04],
  },
  "cup-noodle-seafood": {
    allergens: ["wheat", "soy", "shellfish", "fish", "milk", "eggs"],
    mayContain: ["sesame"],
  },
  "buldak-hot-chicken-ramen": {
    ingredients:
      "Noodles (wheat flour, palm oil, potato starch, salt), sauce (water, sugar, soy sauce (soy, wheat), chilli powder, chicken flavour, garlic, onion, sesame oil), roasted sesame, seaweed.",
    ingredientsEs:
      "Fideos (harina de trigo, aceite de palma, fécula de patata, sal), salsa (agua, azúcar, salsa de soja (soja, trigo), chile en polvo, aroma de pollo, ajo, cebolla, aceite de sésamo), sésamo tostado, alga.",
    allergens: ["wheat", "soy", "sesame"],
    mayContain: ["milk", "eggs", "shellfish"],
    nutrition: [430, 14, 7, 67, 7, 8.6, 2.4],
  },
  "shin-ramyun-cup": { allergens: ["wheat", "soy"], mayContain: ["milk", "eggs", "fish", "shellfish", "sesame"] },
  "yopokki-sweet-spicy": {
    ingredients: "Rice cake (rice, water, salt, alcohol), sauce (sugar, red pepper paste (rice, chilli), corn syrup, soy sauce (soy, wheat), garlic).",
    ingredientsEs: "Pastel de arroz (arroz, agua, sal, alcohol), salsa (azúcar, pasta de pimiento rojo (arroz, chile), jarabe de maíz, salsa de soja (soja, trigo), ajo).",
    allergens: ["wheat", "soy"],
    mayContain: ["milk", "sesame"],
    diets: ["vegan", "vegetarian"],
    nutrition: [230, 1, 0.2, 50, 12, 4, 1.5],
  },
  "binggrae-banana-milk": {
    ingredients: "Milk (85%), water, sugar, banana juice concentrate, flavouring, colour (carotene).",
    ingredientsEs: "Leche (85%), agua, azúcar, zumo concentrado de plátano, aroma, colorante (caroteno).",
    allergens: ["milk"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [86, 3.4, 2.2, 11, 11, 2.8, 0.1],
  },
  "milkis-original": {
    ingredients: "Carbonated water, sugar, fructose, skimmed milk powder, acid (citric acid), flavouring, stabiliser (soybean polysaccharide).",
    ingredientsEs: "Agua carbonatada, azúcar, fructosa, leche desnatada en polvo, acidulante (ácido cítrico), aroma, estabilizante (polisacárido de soja).",
    allergens: ["milk", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [44, 0, 0, 11, 11, 0.2, 0.03],
  },
  "lotte-xylitol-gum": {
    ingredients: "Sweeteners (xylitol, maltitol, sorbitol), gum base, thickener (gum arabic), flavouring, glazing agent.",
    ingredientsEs: "Edulcorantes (xilitol, maltitol, sorbitol), goma base, espesante (goma arábiga), aroma, agente de recubrimiento.",
    nutrition: [240, 0.5, 0.3, 95, 0, 0, 0],
  },
  "haitai-matdongsan": {
    ingredients: "Wheat flour, peanuts (18%), sugar, vegetable oil, glucose syrup, honey, salt, raising agent.",
    ingredientsEs: "Harina de trigo, cacahuetes (18%), azúcar, aceite vegetal, jarabe de glucosa, miel, sal, gasificante.",
    diets: ["vegetarian"],
  },
  "koh-kae-coconut-peanuts": {
    ingredients: "Peanuts (60%), wheat flour, sugar, coconut milk, tapioca starch, salt, vegetable oil.",
    ingredientsEs: "Cacahuetes (60%), harina de trigo, azúcar, leche de coco, almidón de tapioca, sal, aceite vegetal.",
    mayContain: ["tree-nuts", "milk", "soy"],
    nutrition: [540, 32, 11, 44, 18, 18, 0.8],
  },
  "mms-peanut": {
    ingredients:
      "Milk chocolate (sugar, chocolate, skim milk, cocoa butter, lactose, milk fat, soy lecithin, salt), peanuts, sugar, corn starch, corn syrup, dextrin, colours, gum acacia.",
    ingredientsEs:
      "Chocolate con leche (azúcar, chocolate, leche desnatada, manteca de cacao, lactosa, grasa láctea, lecitina de soja, sal), cacahuetes, azúcar, almidón de maíz, jarabe de maíz, dextrina, colorantes, goma acacia.",
    allergens: ["milk", "peanuts", "soy"],
    mayContain: ["tree-nuts"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [515, 26, 10, 59, 51, 9.4, 0.1],
    heatSensitive: true,
  },
  "snickers-bar": { allergens: ["milk", "peanuts", "soy", "eggs"], diets: ["vegetarian", "gluten-free"] },
  "butterfinger-bar": {
    ingredients:
      "Sugar, corn syrup, peanuts, palm kernel oil, cocoa, molasses, nonfat milk, salt, soy lecithin, natural flavour.",
    ingredientsEs:
      "Azúcar, jarabe de maíz, cacahuetes, aceite de palmiste, cacao, melaza, leche desnatada, sal, lecitina de soja, aroma natural.",
    allergens: ["peanuts", "milk", "soy"],
    mayContain: [],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [455, 18, 9, 71, 45, 5.5, 0.5],
  },
  "hostess-twinkies": {
    ingredients:
      "Enriched wheat flour, sugar, corn syrup, water, vegetable shortening, dextrose, whole eggs, modified corn starch, whey (milk), leavening, soy lecithin, salt, natural and artificial flavours.",
    ingredientsEs:
      "Harina de trigo enriquecida, azúcar, jarabe de maíz, agua, manteca vegetal, dextrosa, huevos enteros, almidón de maíz modificado, suero (leche), gasificantes, lecitina de soja, sal, aromas naturales y artificiales.",
    allergens: ["wheat", "eggs", "milk", "soy"],
    mayContain: [],
    diets: ["vegetarian"],
    nutrition: [385, 12, 5.8, 65, 40, 2.6, 0.6],
    heatSensitive: false,
  },
  "orion-custard-cake": { heatSensitive: false, diets: ["vegetarian"] },
  "havanna-alfajores-chocolate": {
    ingredients:
      "Dark chocolate coating (sugar, cocoa mass, cocoa butter, soy lecithin), dulce de leche (milk, sugar), wheat flour, sugar, butter, eggs, honey, cocoa powder, raising agents.",
    ingredientsEs:
      "Cobertura de chocolate semiamargo (azúcar, pasta de cacao, manteca de cacao, lecitina de soja), dulce de leche (leche, azúcar), harina de trigo, azúcar, manteca, huevos, miel, cacao en polvo, gasificantes.",
    diets: ["vegetarian"],
  },
  "jolly-rancher-original": { nutrition: [392, 0, 0, 98, 64, 0, 0.1] },
  "werthers-original": {
    ingredients: "Sugar, glucose syrup, butter (milk) (7%), cream (milk), salt, emulsifier (soy lecithin).",
    ingredientsEs: "Azúcar, jarabe de glucosa, mantequilla (leche) (7%), nata (leche), sal, emulgente (lecitina de soja).",
    allergens: ["milk", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [414, 8.4, 5.2, 85, 71, 0.2, 0.4],
  },
  "ricola-swiss-herb-drops": {
    ingredients: "Sugar, glucose syrup, extract of a herb mixture (ricola's 13 herbs), menthol, peppermint oil.",
    ingredientsEs: "Azúcar, jarabe de glucosa, extracto de una mezcla de hierbas (las 13 hierbas de Ricola), mentol, aceite de menta.",
    diets: ["vegan", "vegetarian", "gluten-free", "halal", "kosher"],
  },
  "warheads-extreme-sour": {
    ingredients: "Sugar, corn syrup, malic acid, citric acid, natural and artificial flavours, colours.",
    ingredientsEs: "Azúcar, jarabe de maíz, ácido málico, ácido cítrico, aromas naturales y artificiales, colorantes.",
  },
  "tootsie-roll-midgees": {
    ingredients: "Sugar, corn syrup, palm oil, condensed skim milk, cocoa, whey (milk), soy lecithin, artificial and natural flavours.",
    ingredientsEs: "Azúcar, jarabe de maíz, aceite de palma, leche desnatada condensada, cacao, suero (leche), lecitina de soja, aromas artificiales y naturales.",
    allergens: ["milk", "soy"],
    mayContain: [],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [400, 7.5, 2, 82, 57, 2, 0.3],
  },
  "airheads-assorted": {
    ingredients: "Sugar, corn syrup, maltodextrin, palm oil, citric acid, malic acid, natural and artificial flavours, colours.",
    ingredientsEs: "Azúcar, jarabe de maíz, maltodextrina, aceite de palma, ácido cítrico, ácido málico, aromas naturales y artificiales, colorantes.",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free", "kosher"],
  },
  "maoam-stripes": {
    ingredients: "Glucose syrup, sugar, hardened vegetable fat (coconut), acids (citric acid, malic acid), dextrose, gelatine, fruit juice from concentrate, flavouring.",
    ingredientsEs: "Jarabe de glucosa, azúcar, grasa vegetal hidrogenada (coco), acidulantes (ácido cítrico, ácido málico), dextrosa, gelatina, zumo de fruta a base de concentrado, aroma.",
    mayContain: [],
  },
  "crown-my-chew-strawberry": { mayContain: ["milk", "soy"] },
  "pelon-pelo-rico": {
    ingredients: "Sugar, tamarind pulp, salt, chilli powder, citric acid, water.",
    ingredientsEs: "Azúcar, pulpa de tamarindo, sal, chile en polvo, ácido cítrico, agua.",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [290, 0.5, 0.1, 70, 55, 1, 3.8],
  },
  "pulparindo-original": {
    ingredients: "Tamarind pulp, sugar, salt, chilli powder, citric acid.",
    ingredientsEs: "Pulpa de tamarindo, azúcar, sal, chile en polvo, ácido cítrico.",
    allergens: [],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [300, 0.4, 0.1, 73, 60, 1.2, 4.5],
  },
  "white-rabbit-creamy-candy": {
    ingredients: "Sugar, corn syrup, whole milk powder, butter, gelatine, vanillin, edible rice paper (glutinous rice starch).",
    ingredientsEs: "Azúcar, jarabe de maíz, leche entera en polvo, mantequilla, gelatina, vainillina, papel de arroz comestible (almidón de arroz glutinoso).",
    allergens: ["milk"],
    mayContain: [],
    diets: ["gluten-free"],
    nutrition: [430, 9, 5.5, 82, 60, 5, 0.3],
  },
  "pascall-pineapple-lumps": {
    ingredients: "Compound chocolate (sugar, vegetable fat, cocoa, milk solids, emulsifier (soy lecithin)), sugar, glucose syrup, gelatine, pineapple flavour.",
    ingredientsEs: "Chocolate de cobertura (azúcar, grasa vegetal, cacao, sólidos lácteos, emulgente (lecitina de soja)), azúcar, jarabe de glucosa, gelatina, aroma de piña.",
    allergens: ["milk", "soy"],
    diets: ["gluten-free"],
    heatSensitive: true,
  },
  "nerds-gummy-clusters": {
    ingredients: "Sugar, corn syrup, modified food starch, gelatine, malic acid, natural and artificial flavours, colours, carnauba wax.",
    ingredientsEs: "Azúcar, jarabe de maíz, almidón modificado, gelatina, ácido málico, aromas naturales y artificiales, colorantes, cera de carnauba.",
  },
  "pop-tarts-frosted-strawberry": {
    ingredients: "Enriched wheat flour, corn syrup, sugar, dextrose, soybean and palm oil, strawberries, bleached wheat flour, salt, leavening, gelatine, soy lecithin.",
    ingredientsEs: "Harina de trigo enriquecida, jarabe de maíz, azúcar, dextrosa, aceite de soja y de palma, fresas, harina de trigo blanqueada, sal, gasificantes, gelatina, lecitina de soja.",
    allergens: ["wheat", "soy"],
    mayContain: ["milk", "eggs"],
    diets: [],
    nutrition: [385, 9.6, 3.8, 71, 33, 3.8, 0.9],
    heatSensitive: false,
  },
  "lucky-charms": {
    ingredients: "Whole grain oats, marshmallows (sugar, modified corn starch, corn syrup, dextrose, gelatine, colours), sugar, oat flour, corn syrup, corn starch, salt.",
    ingredientsEs: "Avena integral, nubes (azúcar, almidón de maíz modificado, jarabe de maíz, dextrosa, gelatina, colorantes), azúcar, harina de avena, jarabe de maíz, almidón de maíz, sal.",
    allergens: [],
    mayContain: ["wheat"],
    diets: ["gluten-free"],
    nutrition: [385, 4.4, 0.8, 81, 34, 6.8, 1.2],
  },
  "dr-pepper-can": {
    ingredients: "Carbonated water, high fructose corn syrup, caramel colour, phosphoric acid, natural and artificial flavours, sodium benzoate, caffeine.",
    ingredientsEs: "Agua carbonatada, jarabe de maíz alto en fructosa, colorante caramelo, ácido fosfórico, aromas naturales y artificiales, benzoato sódico, cafeína.",
    nutrition: [42, 0, 0, 11, 11, 0, 0.03],
  },
  "aw-root-beer": {
    ingredients: "Carbonated water, high fructose corn syrup, caramel colour, sodium benzoate, natural and artificial flavours, quillaia extract.",
    ingredientsEs: "Agua carbonatada, jarabe de maíz alto en fructosa, colorante caramelo, benzoato sódico, aromas naturales y artificiales, extracto de quilaya.",
    nutrition: [48, 0, 0, 12.7, 12.7, 0, 0.04],
  },
  "inca-kola": {
    ingredients: "Carbonated water, sugar, citric acid, lemon verbena flavouring, colour (tartrazine), sodium benzoate.",
    ingredientsEs: "Agua carbonatada, azúcar, ácido cítrico, aroma de hierba luisa, colorante (tartracina), benzoato sódico.",
  },
  "goldfish-cheddar": {
    ingredients: "Enriched wheat flour, cheddar cheese (milk), vegetable oils, salt, yeast, sugar, paprika, onion powder, baking soda.",
    ingredientsEs: "Harina de trigo enriquecida, queso cheddar (leche), aceites vegetales, sal, levadura, azúcar, pimentón, cebolla en polvo, bicarbonato sódico.",
    allergens: ["wheat", "milk"],
    mayContain: [],
    diets: ["vegetarian"],
    nutrition: [467, 20, 3.3, 63, 3.3, 10, 1.7],
  },
  "cheetos-flamin-hot": {
    ingredients: "Enriched corn meal, vegetable oil, Flamin' Hot seasoning (maltodextrin, salt, sugar, cheddar cheese (milk), onion powder, chilli, colours).",
    ingredientsEs: "Harina de maíz enriquecida, aceite vegetal, sazonador Flamin' Hot (maltodextrina, sal, azúcar, queso cheddar (leche), cebolla en polvo, chile, colorantes).",
    allergens: ["milk"],
    mayContain: ["wheat", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [570, 39, 5.4, 50, 3.5, 5.4, 1.4],
  },
  "takis-fuego": {
    ingredients: "Corn masa flour, vegetable oil, seasoning (maltodextrin, salt, sugar, citric acid, chilli, onion, garlic, soy protein, colours).",
    ingredientsEs: "Harina de maíz nixtamalizado, aceite vegetal, sazonador (maltodextrina, sal, azúcar, ácido cítrico, chile, cebolla, ajo, proteína de soja, colorantes).",
    allergens: ["soy"],
    mayContain: ["milk", "wheat"],
    diets: ["vegan", "vegetarian"],
    nutrition: [500, 25, 3.5, 64, 3.5, 7, 1.5],
  },
  "haldirams-aloo-bhujia": {
    ingredients: "Gram flour, edible vegetable oil, potatoes (22%), moth bean flour, salt, spices and condiments (chilli, black pepper, mint, ginger, clove).",
    ingredientsEs: "Harina de garbanzo, aceite vegetal comestible, patatas (22%), harina de judía polilla, sal, especias y condimentos (chile, pimienta negra, menta, jengibre, clavo).",
    allergens: [],
    mayContain: ["tree-nuts", "peanuts", "milk", "wheat"],
    diets: ["vegan", "vegetarian", "halal"],
    nutrition: [587, 41, 13, 40, 1.2, 13, 2.1],
  },
  "mamee-monster-noodle-snack": { diets: ["halal"] },
  "osem-bamba": {
    ingredients: "Corn grits, peanuts (50%), palm oil, salt.",
    ingredientsEs: "Sémola de maíz, cacahuetes (50%), aceite de palma, sal.",
    allergens: ["peanuts"],
    mayContain: ["sesame", "soy"],
    diets: ["vegan", "vegetarian", "gluten-free", "kosher"],
    nutrition: [544, 34, 7.5, 40, 2.3, 16, 1],
  },
  "pacoquita-peanut-candy": {
    ingredients: "Roasted peanuts, sugar, salt.",
    ingredientsEs: "Cacahuetes tostados, azúcar, sal.",
    allergens: ["peanuts"],
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [520, 30, 6, 50, 32, 16, 0.3],
  },
  "mazapan-de-la-rosa": {
    ingredients: "Peanuts, sugar, artificial flavour.",
    ingredientsEs: "Cacahuetes, azúcar, aroma artificial.",
    allergens: ["peanuts"],
    mayContain: ["tree-nuts"],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [538, 31, 4.6, 50, 31, 15, 0.1],
  },
  "haci-bekir-turkish-delight": {
    ingredients: "Sugar, corn starch, water, rose water, hazelnuts, citric acid, icing sugar.",
    ingredientsEs: "Azúcar, almidón de maíz, agua, agua de rosas, avellanas, ácido cítrico, azúcar glas.",
    allergens: ["tree-nuts"],
    mayContain: ["peanuts"],
  },
  "duvalin-hazelnut-vanilla": {
    ingredients: "Sugar, vegetable oil, skimmed milk powder, hazelnut paste, cocoa, soy lecithin, flavouring.",
    ingredientsEs: "Azúcar, aceite vegetal, leche desnatada en polvo, pasta de avellana, cacao, lecitina de soja, aroma.",
    allergens: ["milk", "tree-nuts", "soy"],
    mayContain: ["peanuts"],
    nutrition: [540, 30, 13, 63, 58, 4.6, 0.2],
  },
  "lucas-gusano-chamoy": {
    ingredients: "Water, sugar, salt, chilli powder, citric acid, xanthan gum, colour, flavouring, sodium benzoate.",
    ingredientsEs: "Agua, azúcar, sal, chile en polvo, ácido cítrico, goma xantana, colorante, aroma, benzoato sódico.",
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [95, 0.2, 0, 22, 18, 0.5, 6.1],
  },
  "vero-mango-chili-lollipops": {
    ingredients: "Sugar, corn syrup, chilli powder, salt, citric acid, mango flavour, colours.",
    ingredientsEs: "Azúcar, jarabe de maíz, chile en polvo, sal, ácido cítrico, aroma de mango, colorantes.",
    mayContain: [],
    diets: ["vegan", "vegetarian", "gluten-free"],
  },
  "chupa-chups-classic": {
    ingredients: "Sugar, glucose syrup, acids (citric acid, malic acid), flavourings, colours; milk in the cream flavours.",
    ingredientsEs: "Azúcar, jarabe de glucosa, acidulantes (ácido cítrico, ácido málico), aromas, colorantes; leche en los sabores de nata.",
    allergens: ["milk"],
    mayContain: [],
  },
  "jelly-belly-20-flavors": {},
  "mike-and-ike-original-fruits": {
    ingredients: "Sugar, corn syrup, modified food starch, citric acid, natural and artificial flavours, colours, carnauba wax.",
    ingredientsEs: "Azúcar, jarabe de maíz, almidón modificado, ácido cítrico, aromas naturales y artificiales, colorantes, cera de carnauba.",
    diets: ["vegan", "vegetarian", "gluten-free", "kosher"],
  },
  "peeps-marshmallow-chicks": {
    ingredients: "Sugar, corn syrup, gelatine, less than 0.5% potassium sorbate, natural flavours, yellow 5, carnauba wax.",
    ingredientsEs: "Azúcar, jarabe de maíz, gelatina, menos del 0,5% de sorbato potásico, aromas naturales, amarillo 5, cera de carnauba.",
    diets: ["gluten-free", "kosher"],
    nutrition: [357, 0, 0, 89, 75, 2.1, 0.1],
  },
  "oreo-original": {
    ingredients:
      "Wheat flour, sugar, palm oil, rapeseed oil, fat-reduced cocoa powder (4.6%), wheat starch, glucose-fructose syrup, raising agents (potassium carbonates, ammonium carbonates, sodium carbonates), salt, emulsifiers (soy lecithin, sunflower lecithin), flavouring (vanillin).",
    ingredientsEs:
      "Harina de trigo, azúcar, aceite de palma, aceite de colza, cacao desgrasado en polvo (4,6%), almidón de trigo, jarabe de glucosa y fructosa, gasificantes (carbonatos potásicos, amónicos y sódicos), sal, emulgentes (lecitina de soja, lecitina de girasol), aroma (vainillina).",
    nutrition: [480, 20, 9.8, 69, 38, 5, 0.75],
  },
  "oreo-birthday-cake": { nutrition: [485, 21, 10, 70, 41, 4.5, 0.7] },
  "pringles-original": {
    ingredients: "Dehydrated potatoes, vegetable oils (sunflower, corn), rice flour, wheat starch, maltodextrin, emulsifier (mono- and diglycerides of fatty acids), salt, colour (annatto).",
    ingredientsEs: "Patatas deshidratadas, aceites vegetales (girasol, maíz), harina de arroz, almidón de trigo, maltodextrina, emulgente (mono- y diglicéridos de ácidos grasos), sal, colorante (annato).",
    allergens: ["wheat"],
    mayContain: [],
    diets: ["vegan", "vegetarian", "halal"],
    nutrition: [533, 34, 3.2, 50, 1.6, 5.7, 1.1],
  },
  "reeses-peanut-butter-cups": {},
  "hersheys-milk-chocolate-bar": {
    ingredients: "Milk chocolate (sugar, milk, chocolate, cocoa butter, lactose, milk fat, soy lecithin, PGPR, natural flavour).",
    ingredientsEs: "Chocolate con leche (azúcar, leche, chocolate, manteca de cacao, lactosa, grasa láctea, lecitina de soja, PGPR, aroma natural).",
    mayContain: ["tree-nuts", "peanuts"],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [535, 30, 19, 60, 56, 7, 0.2],
  },
  "twizzlers-strawberry-twists": {},
  "haribo-goldbears": {
    ingredients:
      "Glucose syrup, sugar, gelatine, dextrose, fruit juice from concentrate, acid (citric acid), fruit and plant concentrates (spirulina, apple, elderberry, blackcurrant), flavouring, glazing agents (beeswax, carnauba wax).",
    ingredientsEs:
      "Jarabe de glucosa, azúcar, gelatina, dextrosa, zumo de fruta a base de concentrado, acidulante (ácido cítrico), concentrados de frutas y plantas (espirulina, manzana, saúco, grosella negra), aroma, agentes de recubrimiento (cera de abejas, cera de carnauba).",
  },
  "haribo-happy-cola": { nutrition: [343, 0.2, 0.1, 77, 46, 6.6, 0.07] },
  "percy-pig": {
    ingredients: "Glucose syrup, sugar, water, pork gelatine, fruit juices from concentrate, acid (citric acid), colours from fruit and vegetables.",
    ingredientsEs: "Jarabe de glucosa, azúcar, agua, gelatina de cerdo, zumos de fruta a base de concentrado, acidulante (ácido cítrico), colorantes de frutas y verduras.",
  },
  "bassetts-jelly-babies": {
    ingredients: "Sugar, glucose syrup, water, starch, gelatine, fruit juices from concentrate, acid (citric acid), colours.",
    ingredientsEs: "Azúcar, jarabe de glucosa, agua, almidón, gelatina, zumos de fruta a base de concentrado, acidulante (ácido cítrico), colorantes.",
    heatSensitive: false,
  },
  "ahlgrens-bilar": {
    ingredients: "Sugar, glucose syrup, corn starch, water, acid (citric acid), flavourings, colours, glazing agent (carnauba wax).",
    ingredientsEs: "Azúcar, jarabe de glucosa, almidón de maíz, agua, acidulante (ácido cítrico), aromas, colorantes, agente de recubrimiento (cera de carnauba).",
    diets: ["vegan", "vegetarian", "gluten-free"],
    heatSensitive: false,
  },
  "trolli-sour-glowworms": {
    ingredients: "Glucose syrup, sugar, gelatine, acids (citric acid, malic acid), wheat starch, flavourings, colours.",
    ingredientsEs: "Jarabe de glucosa, azúcar, gelatina, acidulantes (ácido cítrico, ácido málico), almidón de trigo, aromas, colorantes.",
    allergens: ["wheat"],
    diets: [],
    nutrition: [350, 0.1, 0, 80, 58, 5.4, 0.1],
    heatSensitive: true,
  },
  "panda-soft-liquorice": {
    ingredients: "Wheat flour, molasses, sugar, liquorice extract (4%), aniseed oil.",
    ingredientsEs: "Harina de trigo, melaza, azúcar, extracto de regaliz (4%), aceite de anís.",
    allergens: ["wheat"],
    mayContain: [],
    diets: ["vegan", "vegetarian", "halal", "kosher"],
    nutrition: [310, 0.5, 0.1, 71, 38, 3.6, 0.2],
  },
  "lakrids-chocolate-liquorice": {
    ingredients:
      "Milk chocolate (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soy lecithin), vanilla), sugar, wheat flour, glucose syrup, liquorice extract, salmiak, colour (vegetable carbon), glazing agent.",
    ingredientsEs:
      "Chocolate con leche (azúcar, manteca de cacao, leche entera en polvo, pasta de cacao, emulgente (lecitina de soja), vainilla), azúcar, harina de trigo, jarabe de glucosa, extracto de regaliz, salmiak, colorante (carbón vegetal), agente de recubrimiento.",
    allergens: ["milk", "soy", "wheat"],
    mayContain: ["tree-nuts"],
    diets: ["vegetarian"],
    nutrition: [470, 23, 14, 60, 46, 5.7, 0.7],
  },
  "fishermans-friend-original": {
    ingredients: "Sugar, liquorice extract, menthol, gum tragacanth, eucalyptus oil, capsicum tincture.",
    ingredientsEs: "Azúcar, extracto de regaliz, mentol, goma tragacanto, aceite de eucalipto, tintura de pimiento.",
  },
  "tic-tac-fresh-mint": {
    ingredients: "Sugar, maltodextrin, fructose, thickener (gum arabic), rice starch, flavourings, anti-caking agent (magnesium stearate), glazing agent (carnauba wax).",
    ingredientsEs: "Azúcar, maltodextrina, fructosa, espesante (goma arábiga), almidón de arroz, aromas, antiaglomerante (estearato de magnesio), agente de recubrimiento (cera de carnauba).",
    nutrition: [390, 0.4, 0.3, 97.5, 94.5, 0, 0],
  },
  "mentos-mint": {
    ingredients: "Sugar, glucose syrup, hydrogenated coconut oil, rice starch, gum arabic, flavouring (peppermint oil), gellan gum, sucrose esters, carnauba wax.",
    ingredientsEs: "Azúcar, jarabe de glucosa, aceite de coco hidrogenado, almidón de arroz, goma arábiga, aroma (aceite de menta), goma gellan, ésteres de sacarosa, cera de carnauba.",
    nutrition: [400, 3.2, 3, 91, 71, 0, 0],
  },
  toffifee: {
    ingredients:
      "Sugar, glucose syrup, vegetable fats (palm kernel, palm), hazelnuts (8.5%), sweetened condensed skimmed milk, fat-reduced cocoa, whey product (milk), butter, dark chocolate, soy lecithin, salt, flavouring.",
    ingredientsEs:
      "Azúcar, jarabe de glucosa, grasas vegetales (palmiste, palma), avellanas (8,5%), leche desnatada condensada azucarada, cacao desgrasado, producto de suero (leche), mantequilla, chocolate negro, lecitina de soja, sal, aroma.",
    allergens: ["milk", "tree-nuts", "soy"],
    mayContain: ["peanuts", "wheat"],
    nutrition: [516, 28, 13, 60, 52, 5.5, 0.23],
  },
  "daelmans-stroopwafels": {
    ingredients: "Wheat flour, glucose syrup, sugar, palm oil, butter (milk), eggs, brown sugar, raising agent, cinnamon, salt.",
    ingredientsEs: "Harina de trigo, jarabe de glucosa, azúcar, aceite de palma, mantequilla (leche), huevos, azúcar moreno, gasificante, canela, sal.",
    allergens: ["wheat", "milk", "eggs"],
    mayContain: ["soy"],
    nutrition: [458, 18, 8.6, 69, 40, 3.5, 0.5],
  },
  "lotus-biscoff": {
    ingredients: "Wheat flour, sugar, vegetable oils (palm, rapeseed), candy sugar syrup, raising agent (sodium hydrogen carbonate), soy flour, salt, cinnamon.",
    ingredientsEs: "Harina de trigo, azúcar, aceites vegetales (palma, colza), jarabe de azúcar candi, gasificante (bicarbonato sódico), harina de soja, sal, canela.",
    allergens: ["wheat", "soy"],
    mayContain: [],
    diets: ["vegan", "vegetarian", "halal", "kosher"],
    nutrition: [484, 19, 8.1, 72, 38, 4.9, 0.85],
  },
  "leibniz-butter-biscuits": {
    ingredients: "Wheat flour, sugar, butter (milk) (12.5%), glucose syrup, whole milk powder, salt, raising agents, acid (citric acid), emulsifier (soy lecithin).",
    ingredientsEs: "Harina de trigo, azúcar, mantequilla (leche) (12,5%), jarabe de glucosa, leche entera en polvo, sal, gasificantes, acidulante (ácido cítrico), emulgente (lecitina de soja).",
    allergens: ["wheat", "milk", "soy"],
    mayContain: ["eggs", "sesame"],
    nutrition: [436, 13, 7.9, 73, 22, 7.7, 0.99],
  },
  "walkers-pure-butter-shortbread": {
    ingredients: "Wheat flour, butter (milk) (33%), sugar, salt.",
    ingredientsEs: "Harina de trigo, mantequilla (leche) (33%), azúcar, sal.",
    allergens: ["wheat", "milk"],
    mayContain: [],
    diets: ["vegetarian", "halal", "kosher"],
    nutrition: [523, 29, 19, 59, 17, 5.8, 0.6],
  },
  "manner-neapolitaner-wafers": {
    ingredients: "Sugar, coconut oil, wheat flour, hazelnuts (12%), cocoa, wheat starch, soy flour, emulsifier (soy lecithin), raising agent, salt, vanilla.",
    ingredientsEs: "Azúcar, aceite de coco, harina de trigo, avellanas (12%), cacao, almidón de trigo, harina de soja, emulgente (lecitina de soja), gasificante, sal, vainilla.",
    allergens: ["wheat", "tree-nuts", "soy"],
    mayContain: ["milk", "eggs", "peanuts"],
    diets: ["vegan", "vegetarian"],
    nutrition: [515, 27, 22, 62, 37, 6.5, 0.2],
    heatSensitive: false,
  },
  "crown-couque-dasse": { heatSensitive: false, allergens: ["wheat", "milk", "eggs", "soy"] },
  "parle-g-biscuits": {
    ingredients: "Wheat flour, sugar, edible vegetable oil (palm), invert sugar syrup, raising agents, salt, milk solids, emulsifiers, dough conditioner.",
    ingredientsEs: "Harina de trigo, azúcar, aceite vegetal comestible (palma), jarabe de azúcar invertido, gasificantes, sal, sólidos lácteos, emulgentes, mejorante de masa.",
    allergens: ["wheat", "milk"],
    mayContain: ["soy", "sesame"],
    diets: ["vegetarian", "halal"],
    nutrition: [454, 12.5, 5.8, 77, 25, 6.9, 0.6],
  },
  "tao-kae-noi-crispy-seaweed": {
    ingredients: "Seaweed (75%), vegetable oil, sugar, salt, soy sauce (soy, wheat), flavour enhancer.",
    ingredientsEs: "Alga (75%), aceite vegetal, azúcar, sal, salsa de soja (soja, trigo), potenciador del sabor.",
    allergens: ["soy", "wheat"],
    mayContain: ["fish", "shellfish", "sesame"],
    diets: ["vegan", "vegetarian"],
    nutrition: [520, 35, 5, 25, 10, 25, 4.5],
  },
  "want-want-senbei": {
    ingredients: "Rice, vegetable oil, sugar, starch, salt, whey powder (milk), flavour enhancer.",
    ingredientsEs: "Arroz, aceite vegetal, azúcar, almidón, sal, suero de leche en polvo, potenciador del sabor.",
    allergens: ["milk"],
    mayContain: ["soy", "wheat"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [490, 20, 9, 72, 12, 5, 1.2],
  },
  "violet-crumble": {
    ingredients: "Sugar, glucose syrup, cocoa butter, milk solids, cocoa mass, vegetable fat, raising agent (sodium bicarbonate), emulsifiers (soy lecithin, 476).",
    ingredientsEs: "Azúcar, jarabe de glucosa, manteca de cacao, sólidos lácteos, pasta de cacao, grasa vegetal, gasificante (bicarbonato sódico), emulgentes (lecitina de soja, 476).",
    allergens: ["milk", "soy"],
    mayContain: ["peanuts", "tree-nuts", "wheat"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [480, 17, 10, 78, 72, 3, 0.4],
  },
  "tim-tam-original": {
    ingredients:
      "Milk chocolate (sugar, milk solids, cocoa butter, cocoa mass, emulsifier (soy lecithin), flavour), wheat flour, sugar, vegetable oil, invert syrup, cocoa, milk solids, salt, raising agents.",
    ingredientsEs:
      "Chocolate con leche (azúcar, sólidos lácteos, manteca de cacao, pasta de cacao, emulgente (lecitina de soja), aroma), harina de trigo, azúcar, aceite vegetal, jarabe invertido, cacao, sólidos lácteos, sal, gasificantes.",
    allergens: ["milk", "wheat", "soy"],
    mayContain: ["peanuts", "tree-nuts", "eggs", "sesame"],
    diets: ["vegetarian"],
    nutrition: [512, 26, 15, 64, 45, 5.3, 0.3],
  },
  "7d-dried-mangoes": {},
  "kinder-bueno": {
    ingredients:
      "Milk chocolate (31.5%) (sugar, cocoa butter, cocoa mass, skimmed milk powder, concentrated butter, emulsifier (soy lecithin), vanillin), sugar, palm oil, wheat flour, hazelnuts (10.8%), skimmed milk powder, whole milk powder, chocolate, wheat starch, fat-reduced cocoa, raising agents, salt.",
    ingredientsEs:
      "Chocolate con leche (31,5%) (azúcar, manteca de cacao, pasta de cacao, leche desnatada en polvo, mantequilla concentrada, emulgente (lecitina de soja), vainillina), azúcar, aceite de palma, harina de trigo, avellanas (10,8%), leche desnatada en polvo, leche entera en polvo, chocolate, almidón de trigo, cacao desgrasado, gasificantes, sal.",
    allergens: ["milk", "wheat", "tree-nuts", "soy"],
    mayContain: ["peanuts", "eggs"],
    nutrition: [572, 37.3, 17.3, 49.5, 41.2, 8.6, 0.27],
  },
  "kinder-joy": {
    ingredients:
      "Sugar, palm oil, skimmed milk powder (22%), hazelnuts (10%), whey powder (milk), fat-reduced cocoa, wheat flour, emulsifier (soy lecithin), vanillin, raising agents.",
    ingredientsEs:
      "Azúcar, aceite de palma, leche desnatada en polvo (22%), avellanas (10%), suero de leche en polvo, cacao desgrasado, harina de trigo, emulgente (lecitina de soja), vainillina, gasificantes.",
    allergens: ["milk", "tree-nuts", "wheat", "soy"],
    mayContain: ["peanuts"],
    diets: ["vegetarian"],
    nutrition: [566, 37, 17, 48, 42, 9, 0.4],
    heatSensitive: true,
  },
  "nutella-hazelnut-spread": {},
  "ferrero-rocher-16": {
    ingredients:
      "Milk chocolate (30%) (sugar, cocoa butter, cocoa mass, skimmed milk powder, butterfat, emulsifier (soy lecithin), vanillin), hazelnuts (28.5%), sugar, palm oil, wheat flour, whey powder (milk), fat-reduced cocoa, emulsifier (soy lecithin), raising agent, salt, vanillin.",
    ingredientsEs:
      "Chocolate con leche (30%) (azúcar, manteca de cacao, pasta de cacao, leche desnatada en polvo, grasa láctea, emulgente (lecitina de soja), vainillina), avellanas (28,5%), azúcar, aceite de palma, harina de trigo, suero de leche en polvo, cacao desgrasado, emulgente (lecitina de soja), gasificante, sal, vainillina.",
    mayContain: ["peanuts", "eggs"],
    nutrition: [603, 42.7, 14.1, 44.4, 39.9, 8.2, 0.16],
  },
  "lindt-lindor-milk": {
    ingredients:
      "Sugar, vegetable fat (coconut, palm kernel), cocoa butter, whole milk powder, cocoa mass, skimmed milk powder, lactose, emulsifier (soy lecithin), barley malt extract, flavourings.",
    ingredientsEs:
      "Azúcar, grasa vegetal (coco, palmiste), manteca de cacao, leche entera en polvo, pasta de cacao, leche desnatada en polvo, lactosa, emulgente (lecitina de soja), extracto de malta de cebada, aromas.",
    allergens: ["milk", "soy"],
    mayContain: ["tree-nuts", "wheat"],
    nutrition: [625, 47, 30, 44, 43, 4.9, 0.16],
  },
  "lindt-excellence-70": {
    ingredients: "Cocoa mass, sugar, cocoa butter, demerara sugar, bourbon vanilla beans.",
    ingredientsEs: "Pasta de cacao, azúcar, manteca de cacao, azúcar demerara, vainas de vainilla bourbon.",
    allergens: [],
    mayContain: ["milk", "tree-nuts", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [566, 41, 24, 34, 28, 9.5, 0.02],
  },
  "valrhona-guanaja-70": {
    ingredients: "Cocoa beans, sugar, cocoa butter, emulsifier (sunflower lecithin), natural vanilla extract.",
    ingredientsEs: "Habas de cacao, azúcar, manteca de cacao, emulgente (lecitina de girasol), extracto natural de vainilla.",
    allergens: [],
    mayContain: ["milk", "tree-nuts", "soy"],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [590, 45, 28, 29, 27, 8.6, 0.02],
  },
  "cote-dor-noir-de-noir": { ...DARK_CHOCOLATE, nutrition: [560, 40, 24, 36, 30, 8.5, 0.02] },
  "toblerone-milk-chocolate": {
    ingredients:
      "Sugar, whole milk powder, cocoa butter, cocoa mass, honey (3%), milk fat, almonds (1.6%), emulsifier (soy lecithin), egg white, flavouring.",
    ingredientsEs:
      "Azúcar, leche entera en polvo, manteca de cacao, pasta de cacao, miel (3%), grasa láctea, almendras (1,6%), emulgente (lecitina de soja), clara de huevo, aroma.",
    allergens: ["milk", "tree-nuts", "soy", "eggs"],
    mayContain: ["wheat"],
    diets: ["vegetarian", "gluten-free", "kosher"],
    nutrition: [535, 29, 18, 60, 59, 6.3, 0.15],
  },
  "ritter-sport-marzipan": {
    ingredients:
      "Dark chocolate (sugar, cocoa mass, cocoa butter, emulsifier (soy lecithin), flavouring), marzipan (sugar, almonds, invert sugar syrup, glucose syrup, emulsifier).",
    ingredientsEs:
      "Chocolate negro (azúcar, pasta de cacao, manteca de cacao, emulgente (lecitina de soja), aroma), mazapán (azúcar, almendras, jarabe de azúcar invertido, jarabe de glucosa, emulgente).",
    allergens: ["tree-nuts", "soy"],
    mayContain: ["milk", "peanuts", "wheat"],
    diets: ["vegan", "vegetarian", "gluten-free"],
    nutrition: [485, 25, 9.2, 55, 51, 6.6, 0.02],
  },
  "ritter-sport-whole-hazelnuts": {
    ingredients: "Sugar, hazelnuts (25%), cocoa butter, whole milk powder, cocoa mass, skimmed yoghurt powder, lactose, butterfat, emulsifier (soy lecithin).",
    ingredientsEs: "Azúcar, avellanas (25%), manteca de cacao, leche entera en polvo, pasta de cacao, yogur desnatado en polvo, lactosa, grasa láctea, emulgente (lecitina de soja).",
    allergens: ["milk", "tree-nuts", "soy"],
    mayContain: ["peanuts", "wheat"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [570, 38, 14, 48, 46, 8.6, 0.1],
  },
  "cadbury-dairy-milk": {
    ingredients: "Milk, sugar, cocoa butter, cocoa mass, vegetable fats (palm, shea), emulsifiers (E442), flavourings.",
    ingredientsEs: "Leche, azúcar, manteca de cacao, pasta de cacao, grasas vegetales (palma, karité), emulgentes (E442), aromas.",
    allergens: ["milk"],
    mayContain: ["tree-nuts", "wheat"],
    diets: ["vegetarian", "halal"],
    nutrition: [534, 30, 18, 57, 56, 7.3, 0.24],
  },
  "cadbury-crunchie": {
    ingredients: "Sugar, glucose syrup, milk, cocoa butter, cocoa mass, vegetable fats (palm, shea), emulsifiers (E442, soy lecithin), raising agent (sodium bicarbonate), flavourings.",
    ingredientsEs: "Azúcar, jarabe de glucosa, leche, manteca de cacao, pasta de cacao, grasas vegetales (palma, karité), emulgentes (E442, lecitina de soja), gasificante (bicarbonato sódico), aromas.",
    allergens: ["milk", "soy"],
    mayContain: ["tree-nuts", "wheat"],
    diets: ["vegetarian", "halal"],
    nutrition: [465, 17.5, 10.5, 72, 66, 3.2, 0.45],
  },
  "cadbury-wispa-gold": {
    ingredients: "Milk, sugar, glucose syrup, cocoa butter, vegetable fats (palm, shea), cocoa mass, dried whey (milk), emulsifiers (E442, E471), salt, flavourings.",
    ingredientsEs: "Leche, azúcar, jarabe de glucosa, manteca de cacao, grasas vegetales (palma, karité), pasta de cacao, suero de leche en polvo, emulgentes (E442, E471), sal, aromas.",
    allergens: ["milk"],
    mayContain: ["tree-nuts", "wheat"],
    diets: ["vegetarian"],
    nutrition: [515, 29, 17, 58, 52, 5.6, 0.35],
  },
  maltesers: {
    ingredients:
      "Sugar, skimmed milk powder, cocoa butter, glucose syrup, cocoa mass, barley malt extract, palm fat, lactose, whey permeate (milk), wheat flour, emulsifier (soy lecithin), raising agents, salt.",
    ingredientsEs:
      "Azúcar, leche desnatada en polvo, manteca de cacao, jarabe de glucosa, pasta de cacao, extracto de malta de cebada, grasa de palma, lactosa, permeado de suero (leche), harina de trigo, emulgente (lecitina de soja), gasificantes, sal.",
    allergens: ["milk", "wheat", "soy"],
    mayContain: ["peanuts", "tree-nuts"],
    diets: ["vegetarian"],
    nutrition: [505, 25, 15, 61, 49, 8.1, 0.37],
  },
  "tonys-chocolonely-caramel-sea-salt": {
    ingredients: "Sugar, cocoa butter, whole milk powder, cocoa mass, caramel pieces (sugar, cream (milk), butter (milk)), sea salt, emulsifier (soy lecithin).",
    ingredientsEs: "Azúcar, manteca de cacao, leche entera en polvo, pasta de cacao, trozos de caramelo (azúcar, nata (leche), mantequilla (leche)), sal marina, emulgente (lecitina de soja).",
    mayContain: ["eggs", "tree-nuts", "peanuts", "wheat"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [549, 32, 20, 57, 56, 6.6, 0.8],
  },
  "mirabell-mozartkugeln": {
    ingredients:
      "Dark chocolate (sugar, cocoa mass, cocoa butter, emulsifier (soy lecithin)), marzipan (almonds, sugar, pistachios), hazelnut nougat (sugar, hazelnuts, cocoa butter, whole milk powder).",
    ingredientsEs:
      "Chocolate negro (azúcar, pasta de cacao, manteca de cacao, emulgente (lecitina de soja)), mazapán (almendras, azúcar, pistachos), turrón de avellana (azúcar, avellanas, manteca de cacao, leche entera en polvo).",
    allergens: ["tree-nuts", "milk", "soy"],
    mayContain: ["peanuts", "wheat", "eggs"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [505, 29, 11, 53, 49, 7.5, 0.02],
  },
  "guylian-seashells": {
    ingredients:
      "Sugar, hazelnuts (20%), cocoa butter, whole milk powder, cocoa mass, vegetable oil, emulsifier (soy lecithin), vanilla.",
    ingredientsEs:
      "Azúcar, avellanas (20%), manteca de cacao, leche entera en polvo, pasta de cacao, aceite vegetal, emulgente (lecitina de soja), vainilla.",
    allergens: ["tree-nuts", "milk", "soy"],
    mayContain: ["peanuts", "wheat", "eggs"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [569, 37, 15, 49, 47, 7.7, 0.1],
  },
  "meiji-milk-chocolate": {
    ingredients: "Sugar, cocoa mass, whole milk powder, cocoa butter, lactose, vegetable oil, emulsifier (soy lecithin), flavouring.",
    ingredientsEs: "Azúcar, pasta de cacao, leche entera en polvo, manteca de cacao, lactosa, aceite vegetal, emulgente (lecitina de soja), aroma.",
    nutrition: [558, 34, 21, 52, 48, 7.4, 0.17],
  },
  "milka-alpine-milk-chocolate": {
    ingredients:
      "Sugar, cocoa butter, skimmed milk powder, cocoa mass, whey powder (milk), milk fat, emulsifier (soy lecithin), hazelnut paste, flavouring.",
    ingredientsEs:
      "Azúcar, manteca de cacao, leche desnatada en polvo, pasta de cacao, suero de leche en polvo, grasa láctea, emulgente (lecitina de soja), pasta de avellana, aroma.",
    allergens: ["milk", "soy", "tree-nuts"],
    mayContain: ["wheat", "peanuts"],
    nutrition: [539, 31, 19, 57, 56, 6.6, 0.37],
  },
  "kit-kat-sakura-matcha": {
    ingredients:
      "Sugar, whole milk powder, wheat flour, cocoa butter, vegetable fat, lactose, matcha green tea powder, cherry blossom powder, emulsifier (soy lecithin), raising agent, flavouring.",
    ingredientsEs:
      "Azúcar, leche entera en polvo, harina de trigo, manteca de cacao, grasa vegetal, lactosa, té verde matcha en polvo, flor de cerezo en polvo, emulgente (lecitina de soja), gasificante, aroma.",
  },
  "orion-choco-pie": {
    ingredients:
      "Wheat flour, sugar, glucose syrup, cocoa coating (sugar, vegetable fat, cocoa powder, whey (milk), soy lecithin), shortening, eggs, gelatine, cocoa powder, milk powder, salt, raising agents.",
    ingredientsEs:
      "Harina de trigo, azúcar, jarabe de glucosa, cobertura de cacao (azúcar, grasa vegetal, cacao en polvo, suero (leche), lecitina de soja), manteca, huevos, gelatina, cacao en polvo, leche en polvo, sal, gasificantes.",
    nutrition: [446, 18, 9.6, 66, 38, 4.9, 0.5],
  },
  "market-o-real-brownie": {
    ingredients: "Dark chocolate (sugar, cocoa mass, cocoa butter, soy lecithin), wheat flour, sugar, eggs, butter (milk), vegetable oil, cocoa powder, salt.",
    ingredientsEs: "Chocolate negro (azúcar, pasta de cacao, manteca de cacao, lecitina de soja), harina de trigo, azúcar, huevos, mantequilla (leche), aceite vegetal, cacao en polvo, sal.",
    allergens: ["wheat", "eggs", "milk", "soy"],
    mayContain: ["peanuts", "tree-nuts"],
    diets: ["vegetarian"],
    nutrition: [470, 24, 12, 58, 35, 6, 0.3],
  },
  "jolly-pong": {},
  "haitai-bong-bong-grape": {
    ingredients: "Water, grape juice from concentrate (10%), grape pieces (10%), sugar, fructose, citric acid, flavouring.",
    ingredientsEs: "Agua, zumo de uva a base de concentrado (10%), trozos de uva (10%), azúcar, fructosa, ácido cítrico, aroma.",
    nutrition: [55, 0, 0, 13.5, 12.5, 0.1, 0.02],
  },
  "honey-butter-chip": {
    ingredients: "Potatoes, vegetable oil, sugar, honey (1%), butter (milk) powder, skimmed milk powder, salt, flavouring.",
    ingredientsEs: "Patatas, aceite vegetal, azúcar, miel (1%), mantequilla (leche) en polvo, leche desnatada en polvo, sal, aroma.",
    allergens: ["milk"],
    mayContain: ["wheat", "soy"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [560, 35, 11, 55, 8, 5.5, 0.9],
  },
  "banana-kick": {
    ingredients: "Corn grits, vegetable oil, sugar, banana powder, skimmed milk powder, salt, flavouring.",
    ingredientsEs: "Sémola de maíz, aceite vegetal, azúcar, plátano en polvo, leche desnatada en polvo, sal, aroma.",
    allergens: ["milk"],
    mayContain: ["wheat", "soy", "peanuts"],
    diets: ["vegetarian", "gluten-free"],
    nutrition: [525, 27, 12, 66, 14, 5, 0.8],
  },
  "kkobuk-chip-corn-soup": {
    ingredients: "Corn flour, rice flour, vegetable oil, sugar, corn soup seasoning (milk powder, onion, salt).",
    ingredientsEs: "Harina de maíz, harina de arroz, aceite vegetal, azúcar, sazonador de sopa de maíz (leche en polvo, cebolla, sal).",
    allergens: ["milk"],
    mayContain: ["wheat", "soy"],
    diets: ["vegetarian", "gluten-free"],
  },
  "orion-pocachip-original": {},
  "lotte-chic-choc": { allergens: ["wheat", "milk", "soy"], heatSensitive: true },
  "koalas-march-chocolate": { heatSensitive: true },
  "hello-panda-chocolate": { heatSensitive: true },
  "alfort-mini-chocolate": {
    ingredients: "Sugar, wheat flour, whole milk powder, cocoa mass, cocoa butter, vegetable fat, butter, emulsifier (soy lecithin), raising agent, flavouring.",
    ingredientsEs: "Azúcar, harina de trigo, leche entera en polvo, pasta de cacao, manteca de cacao, grasa vegetal, mantequilla, emulgente (lecitina de soja), gasificante, aroma.",
    allergens: ["wheat", "milk", "soy"],
    mayContain: ["eggs", "peanuts"],
  },
  "black-thunder": {
    ingredients: "Sugar, vegetable fat, cocoa mass, wheat flour, cocoa cookie crumbs, rice puffs, whole milk powder, emulsifier (soy lecithin), flavouring.",
    ingredientsEs: "Azúcar, grasa vegetal, pasta de cacao, harina de trigo, migas de galleta de cacao, arroz inflado, leche entera en polvo, emulgente (lecitina de soja), aroma.",
    allergens: ["wheat", "milk", "soy"],
    mayContain: ["peanuts", "eggs"],
    nutrition: [535, 30, 14, 60, 40, 5.5, 0.3],
  },
};

/** The facts of a demo product: its own where it has them, its kind's otherwise. */
export function factsFor(product: Pick<ProductSeed, "slug" | "treat">): FactsSeed {
  return { ...BY_TREAT[product.treat], ...BY_SLUG[product.slug] };
}

/** The products with facts of their own (the seed tests check they are all in the catalogue). */
export const productsWithOwnFacts = Object.keys(BY_SLUG);
