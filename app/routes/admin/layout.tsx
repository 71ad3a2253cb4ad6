import { data, isRouteErrorResponse, Outlet } from "react-router";
import { AdminForbidden } from "~/components/admin/AdminForbidden";
import { AdminShell } from "~/components/admin/AdminShell";
import { NotFoundContent } from "~/components/errors/NotFoundContent";
import { RenderErrorContent } from "~/components/errors/RenderErrorContent";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireAdmin } from "~/modules/admin/access.server";
import type { Route } from "./+types/layout";

/**
 * Every /admin page sits in this layout. Its loader refuses anyone but an admin, but each page's
 * loader and action checks again (requireAdmin): React Router runs them without waiting for
 * this one.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  return data(null, { headers: PRIVATE_NO_STORE });
}

// The document of every admin page (its pages need no `headers` export of their own).
export function headers() {
  return PRIVATE_NO_STORE;
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbidden />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <RenderErrorContent error={error} />;
}
