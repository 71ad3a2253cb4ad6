import { jsonAnswer } from "~/lib/json-answer.server";
import { openApiDocument } from "~/modules/api/openapi.server";
import type { Route } from "./+types/api.openapi[.]json";

/**
 * GET /api/openapi.json: the JSON API as an OpenAPI 3.1 document, generated from the zod schemas
 * the routes use (decision 055), made once per process. Not stored, like every API answer
 * (docs/deploying.md: a CDN keeps nothing under /api/).
 */
export function loader({ context }: Route.LoaderArgs) {
  return jsonAnswer(openApiDocument(context.env.PUBLIC_URL));
}
