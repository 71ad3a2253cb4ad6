import { requireAdmin } from "~/modules/admin/access.server";
import { ordersCsv } from "~/modules/admin/orders/order-csv.server";
import { parseOrderFilters } from "~/modules/admin/orders/parse-order-filters";
import { ordersForExport } from "~/modules/admin/orders/order-list.server";
import type { Route } from "./+types/orders[.]csv";

/**
 * GET /admin/orders.csv: the orders the list's filters find (same query string), as a CSV file
 * to download, safe to open in a spreadsheet (see csv.ts). Never stored by a cache.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const filters = parseOrderFilters(url.searchParams);
  const csv = ordersCsv(await ordersForExport(context.db, filters));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sweet-trip-orders-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
