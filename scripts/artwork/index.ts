/** Every generated image, by its path under public/. */
import { allProducts, catalogue } from "~/db/seed/catalogue";
import { favicon, logo, placeholder } from "./brand";
import { productImage } from "./scenes";
import { categoryImage } from "./scenery";

export function renderArtwork(): Map<string, string> {
  const files = new Map<string, string>();
  files.set("images/logo.svg", logo());
  files.set("images/favicon.svg", favicon());
  files.set("images/placeholder.svg", placeholder());
  for (const { category } of catalogue) {
    files.set(`images/categories/${category.slug}.svg`, categoryImage(category.slug));
  }
  for (const product of allProducts) {
    for (let index = 1; index <= product.images; index++) {
      files.set(`images/products/${product.slug}-${index}.svg`, productImage(product, index));
    }
  }
  return files;
}
