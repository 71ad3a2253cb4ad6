import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { wholeDocument } from "../../../app/lib/whole-document.server";

// As the shop's app/entry.server.tsx renders a page, less its error logging and CSP nonce: once
// React has written all of it, as one buffer (decision 030).
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          wholeDocument((html) => {
            headers.set("Content-Type", "text/html");
            headers.set("Content-Length", String(html.byteLength));
            resolve(new Response(html, { headers, status }));
          }),
        );
      },
      onShellError: reject,
    });
  });
}
