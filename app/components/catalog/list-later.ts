/**
 * The parts of a product list that the browser hydrates after the page's first scripts (decision
 * 097): one module, so that they arrive in one request. Each is drawn by the server as before.
 */
export { FilterChips } from "./FilterChips";
export { FilterPanel } from "./FilterPanel";
export { Pagination } from "./Pagination";
