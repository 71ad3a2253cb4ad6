import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { sessionUser } from "~/modules/accounts/session.server";
import { downloadAnswer } from "~/lib/download.server";
import { invoiceFileName, invoiceOf, renderInvoicePdf } from "~/modules/orders/invoice.server";
import { orderForRequest } from "~/modules/orders/order-view.server";
import type { Route } from "./+types/orders.$number.invoice[.]pdf";

/**
 * GET /orders/{number}/invoice.pdf (issue 30, item 4; decision 082): a paid order's invoice for
 * whoever may see the order — its signed-in buyer, the browser that placed it, or the holder of
 * the receipt's link (`?token=`, the order link's own token). Anyone else, an unknown number or
 * an order not paid: 404, alike.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context);
  const order = await orderForRequest(context.db, params.number, request, {
    userId: user?.id ?? null,
    secret: context.authSecret,
  });
  const invoice = order ? await invoiceOf(context.db, order.number) : null;
  if (!invoice) throw data({ error: "Not found" }, { status: 404, headers: PRIVATE_NO_STORE });
  const pdf = await renderInvoicePdf(invoice, { shopAddress: context.env.SHOP_ADDRESS });
  return downloadAnswer(new Uint8Array(pdf), { type: "application/pdf", fileName: invoiceFileName(invoice) });
}
