import { jsonAnswer } from "~/lib/json-answer.server";
import { getEndpoint } from "~/lib/json-endpoint.server";
import { sessionUser } from "~/modules/accounts/session.server";
import { orderStatusForRequest } from "~/modules/orders/order-view.server";

/**
 * GET /api/orders/:number/status → `{ status, paymentError }` for the order's owner (the
 * signed-in buyer, the browser that placed it, or `?token=` from its e-mail); 404 for anyone
 * else, as for a number that does not exist. /payment-success polls it while the payment's
 * result is on its way.
 */
const endpoint = getEndpoint({
  handle: async ({ request, params, context }) => {
    const user = await sessionUser(request, context);
    const order = await orderStatusForRequest(context.db, params.number ?? "", request, {
      userId: user?.id ?? null,
      secret: context.authSecret,
    });
    if (!order) return jsonAnswer({ error: "Not found" }, { status: 404 });
    return { status: order.status, paymentError: order.paymentError };
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
