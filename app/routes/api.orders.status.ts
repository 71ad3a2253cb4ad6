import { orderForRequest } from "~/modules/orders/order-view.server";
import type { Route } from "./+types/api.orders.status";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /api/orders/:number/status → `{ status, paymentError }` for the order's owner (the browser
 * that placed it, or `?token=` from its e-mail); 404 for anyone else, as for a number that does
 * not exist. /payment-success polls it while the payment's result is on its way.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await orderForRequest(context.db, params.number, request);
  if (!order) return Response.json({ error: "Not found" }, { status: 404, headers: NO_STORE });
  return Response.json({ status: order.status, paymentError: order.paymentError }, { headers: NO_STORE });
}
