import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { viewerOf } from "~/modules/accounts/viewer.server";
import type { Route } from "./+types/api.viewer";

/**
 * GET /api/viewer: the signed-in visitor's frame (name, admin or not, saved products) and their
 * reviews' ids, which a shared page leaves out of its HTML (decision 022); `{ user: null,
 * savedProductIds: [], reviewIds: [] }` for nobody. About one visitor: never stored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await viewerOf(request, context, { reviews: true }), { headers: PRIVATE_NO_STORE });
}
