/**
 * The parts of the frame that the browser hydrates after the page's first scripts (decision 097):
 * one module, so that they arrive in one request. Each is drawn by the server as before.
 */
export { Footer } from "./Footer";
export { LanguageSelect } from "./LanguageSelect";
export { SearchForm } from "./SearchForm";
