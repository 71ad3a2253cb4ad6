/**
 * How large a request body may be. The edge refuses a larger one from its Content-Length before
 * reading it (server/request-guards.ts); the API's endpoints check the bytes they read against the
 * same figures (app/lib/json-endpoint.server.ts).
 */

/** JSON and forms: far more than any of the shop's forms or API bodies needs. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Admin forms that upload an image (multipart under /admin/) and the buyer's return form with its
 * three photos (`/orders/:number/return`): the product form and the return form read up to their
 * own limits (`readLimitedForm`: MAX_PRODUCT_FORM_BYTES, MAX_RETURN_FORM_BYTES) and answer a
 * friendly "too large" below this; beyond it, a plain 413.
 */
export const UPLOAD_LIMIT_BYTES = 16 * 1024 * 1024;
/** A payment provider's event can carry a whole charge; the webhook checks its signature anyway. */
export const WEBHOOK_LIMIT_BYTES = 1024 * 1024;
