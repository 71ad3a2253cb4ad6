import { getEndpoint } from "~/lib/json-endpoint.server";
import { openApiDocument } from "~/modules/api/openapi.server";

/**
 * GET /api/openapi.json: the JSON API as an OpenAPI 3.1 document, generated from the zod schemas
 * the routes use (decision 055), made once per process. Not stored, like every API answer
 * (docs/deploying.md: a CDN keeps nothing under /api/).
 */
const endpoint = getEndpoint({
  handle: ({ context }) => openApiDocument(context.env.PUBLIC_URL),
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
