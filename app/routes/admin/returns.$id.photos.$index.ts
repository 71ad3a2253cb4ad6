import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { isUuid } from "~/lib/uuid";
import { requireAdmin } from "~/modules/admin/access.server";
import { MAX_RETURN_PHOTOS } from "~/modules/returns/return-rules";
import { returnPhoto } from "~/modules/returns/returns.server";
import type { Route } from "./+types/returns.$id.photos.$index";

/**
 * GET /admin/returns/{id}/photos/{n}: a buyer's photo of a return request, for admins only (the
 * public /media/ never serves them); never stored by a shared cache.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const index = Number(params.index);
  const photo =
    isUuid(params.id) && Number.isInteger(index) && index >= 1 && index <= MAX_RETURN_PHOTOS
      ? await returnPhoto(context.db, params.id, index)
      : null;
  if (!photo) throw data({ error: "Not found" }, { status: 404, headers: PRIVATE_NO_STORE });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      ...PRIVATE_NO_STORE,
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.data.byteLength),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
