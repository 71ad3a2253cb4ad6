import { databaseFileStorage } from "~/modules/storage/file-storage.server";
import { RETURN_PHOTO_PREFIX } from "~/modules/returns/return-rules";
import type { Route } from "./+types/media.$";

/** A stored file's key never gets other content (it holds a hash of it): caches may keep it for good. */
const FOREVER = "public, max-age=31536000, immutable";

/**
 * GET /media/*: an uploaded file (product images), from the file storage every instance shares
 * (decision 013). Public, like the catalogue that shows it; an unknown key is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  // A buyer's return photos are theirs and the admins' only (`/admin/returns/:id/photos/:n`).
  const file =
    key && !key.startsWith(RETURN_PHOTO_PREFIX) ? await databaseFileStorage(context.db).get(key) : null;
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": FOREVER,
      // Served as what it was stored as, never sniffed into something else.
      "X-Content-Type-Options": "nosniff",
    },
  });
}
