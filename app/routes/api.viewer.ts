import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { jsonAnswer } from "~/lib/json-answer.server";
import { getEndpoint } from "~/lib/json-endpoint.server";
import { viewerOf } from "~/modules/accounts/viewer.server";

/**
 * GET /api/viewer: the signed-in visitor's frame (name, admin or not, saved products) and their
 * reviews' ids, which a shared page leaves out of its HTML (decision 022); `{ user: null,
 * savedProductIds: [], reviewIds: [] }` for nobody. About one visitor: never stored.
 */
const endpoint = getEndpoint({
  handle: async ({ request, context }) =>
    jsonAnswer(await viewerOf(request, context, { reviews: true }), { headers: PRIVATE_NO_STORE }),
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
