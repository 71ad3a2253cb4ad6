import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireAdmin } from "~/modules/admin/access.server";
import { packingSlip } from "~/modules/orders/packing-slip.server";
import type { Route } from "./+types/orders.$number.packing-slip";

/**
 * GET /admin/orders/:number/packing-slip: the order's packing slip, a whole print-ready page in
 * the order's language (decision 075): lines, quantities, the gift message, no prices when the
 * gift hides them.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const html = await packingSlip(context.db, params.number);
  if (!html) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", ...PRIVATE_NO_STORE },
  });
}
