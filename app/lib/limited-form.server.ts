/**
 * The posted form, read only up to `maxBytes`: a bigger body is refused ("tooLarge") as soon as
 * it says so (Content-Length) or goes past the limit while it arrives, so an oversized upload is
 * never held in memory whole. A body that is no form at all is "malformed".
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | "tooLarge" | "malformed"> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes) return "tooLarge";
  if (!request.body) return new FormData();

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return "tooLarge";
    }
    chunks.push(value);
  }
  // The same body again, whole now, for the platform's own form parser (multipart or urlencoded).
  const headers = new Headers();
  const type = request.headers.get("Content-Type");
  if (type) headers.set("Content-Type", type);
  try {
    return await new Response(Buffer.concat(chunks), { headers }).formData();
  } catch {
    return "malformed";
  }
}
