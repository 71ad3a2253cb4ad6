/**
 * The parts of a product page with nothing to press but links, and its gallery, which the browser
 * hydrates after the page's first scripts (decision 097): one module, so that they arrive in one request. Each is
 * drawn by the server as before.
 */
export { Breadcrumb } from "./Breadcrumb";
export { HeatNotice } from "./HeatNotice";
export { ProductFactsSection } from "./ProductFactsSection";
export { ProductGallery } from "./ProductGallery";
export { ReassuranceList } from "./ReassuranceList";
export { StockIndicator } from "./StockIndicator";
