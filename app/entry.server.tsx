import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { withPageRoutesOnly } from "./lib/page-routes.server";
import { wholeDocument } from "./lib/whole-document.server";
import { CspNonceContext } from "./lib/csp-nonce";

/**
 * React Router's default server entry (revealed with `react-router reveal entry.server`), with
 * three changes. A page leaves whole, once React has written all of it (decision 030), as the
 * default did for bots only: the shop's pages have no deferred data to stream. Errors
 * go to the request's pino logger, with its request id, instead of `console.error` — or, when they
 * say the database cannot be reached, to the process's watch over it, which logs the outage once
 * and turns the answer into a 503 (decision 018). And React Router renders the page with only the
 * routes its HTML names (`withPageRoutesOnly`).
 */

export const streamTimeout = 5_000;

/** An unexpected error in a loader, an action or a render: logged once, with the request's id. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // A request the browser gave up on (a navigation elsewhere) is not an error of the shop's.
  if (request.signal.aborted) return;
  // A 404 or 403 a route answered on purpose is not one either, nor is React Router's own refusal
  // of a request (a POST to a page without an action: 405; a malformed data request: 400): it
  // carries an error with a stack, and logging it would let anyone fill the log (issue 25). The
  // request's own log line says what was answered.
  if (isRouteErrorResponse(error) && (error.status < 500 || !(error as { error?: unknown }).error)) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  // The database is unreachable: logged once per outage, not once per request with a stack;
  // server/database-outage.ts answers 503 instead of this request's failure.
  if (context.databaseAvailability.report(cause)) return;
  context.logger.error(
    { err: cause, method: request.method, path: new URL(request.url).pathname },
    "route error",
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={withPageRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a Suspense boundary found past the first 12,800 bytes to the end of the
        // document, where an inline script puts it in place: hidden for a browser without
        // JavaScript and for crawlers that run none. The shop's boundaries (sections that
        // hydrate later, decision 029) are complete as the page renders: keep them in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            wholeDocument((html) => {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html");
              responseHeaders.set("Content-Length", String(html.byteLength));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            loadContext.logger.error({ err: error, path: new URL(request.url).pathname }, "render error");
          }
        },
      },
    );
  });
}
