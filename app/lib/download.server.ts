/**
 * A file to download (an invoice's PDF): an attachment under `fileName`, with its length, never
 * stored by a cache nor indexed.
 */
export function downloadAnswer(
  bytes: Uint8Array<ArrayBuffer>,
  { type, fileName }: { type: string; fileName: string },
): Response {
  return new Response(bytes, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
