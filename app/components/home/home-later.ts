/**
 * The home page's sections, which the browser hydrates after the page's first scripts (decision
 * 097): one module, so that they arrive in one request, with the home page's texts. Each is drawn
 * by the server as before.
 */
export { FeaturedProducts } from "./FeaturedProducts";
export { HomeHero } from "./HomeHero";
export { RegionCards } from "./RegionCards";
export { Testimonials } from "./Testimonials";
export { WhyChoose } from "./WhyChoose";
