import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireAdmin } from "~/modules/admin/access.server";
import { downloadAnswer } from "~/lib/download.server";
import { invoiceFileName, invoiceOf, renderInvoicePdf } from "~/modules/orders/invoice.server";
import type { Route } from "./+types/orders.$number.invoice[.]pdf";

/** GET /admin/orders/{number}/invoice.pdf: any paid order's invoice, for an admin (decision 082). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const invoice = await invoiceOf(context.db, params.number);
  if (!invoice) throw data({ error: "Not found" }, { status: 404, headers: PRIVATE_NO_STORE });
  const pdf = await renderInvoicePdf(invoice, { shopAddress: context.env.SHOP_ADDRESS });
  return downloadAnswer(new Uint8Array(pdf), { type: "application/pdf", fileName: invoiceFileName(invoice) });
}
