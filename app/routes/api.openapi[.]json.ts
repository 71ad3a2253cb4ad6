import { jsonAnswer } from "~/lib/json-answer.server";
import { openApiDocument } from "~/modules/api/openapi.server";
import type { Route } from "./+types/api.openapi[.]json";

/**
 * GET /api/openapi.json: the JSON API as an OpenAPI 3.1 document, generated from the zod schemas
 * the routes use (decision 055). The same for everyone, and it changes only with a release: a
 * browser or a CDN may keep it for an hour.
 */
export function loader({ context }: Route.LoaderArgs) {
  return jsonAnswer(openApiDocument(context.env.PUBLIC_URL), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
