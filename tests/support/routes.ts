import type { AppLoadContext } from "react-router";

/**
 * Calling a route module's loader or action as React Router would, and reading its answer the
 * same way whatever form it took: `data(…)` with its init, a plain value, a Response (a redirect,
 * JSON), or a thrown Response or `data(…)` (a redirect from `requireUser`, a 404). Anything
 * else thrown is a failure and stays thrown.
 */

export interface RouteAnswer<T> {
  status: number;
  headers: Headers;
  /**
   * The answer's data: what `data(…)` or the loader returned, or a JSON Response's body;
   * undefined for any other Response (a redirect).
   */
  data: T;
  /** Where a redirect goes (the Location header), or null. */
  location: string | null;
  /** The `Cookie` header a browser would send after this answer's Set-Cookie lines ("" for none). */
  cookie: string;
  /** The Response when one was returned or thrown. */
  response?: Response;
  /** Whether the route threw its answer rather than returning it. */
  thrown: boolean;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";

/** The `Cookie` header a browser would send back after these `Set-Cookie` headers. */
export function cookieHeaderOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";", 1)[0]!)
    .join("; ");
}

async function read<T>(value: unknown, thrown: boolean): Promise<RouteAnswer<T>> {
  if (value instanceof Response) {
    const { headers } = value;
    // A clone is read, so the test may still read the Response itself.
    const json = headers.get("Content-Type")?.includes("json") ? await value.clone().json() : undefined;
    return {
      status: value.status,
      headers,
      data: json as T,
      location: headers.get("Location"),
      cookie: cookieHeaderOf(headers),
      response: value,
      thrown,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      headers,
      data: value.data as T,
      location: headers.get("Location"),
      cookie: cookieHeaderOf(headers),
      thrown,
    };
  }
  if (thrown) throw value;
  return { status: 200, headers: new Headers(), data: value as T, location: null, cookie: "", thrown };
}

/**
 * The data a loader or action answers, whether wrapped in `data(…)` or not. Responses (redirects)
 * carry none of their own; a route that only answers Responses has data of unknown shape (JSON).
 */
type Answered<T> = [Exclude<T, Response>] extends [never] ? unknown : Unwrapped<Exclude<T, Response>>;
type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;

/**
 * Runs a loader or action as React Router does for a page's own request (not its `.data`): with
 * `request`, its `url` (decision 031), `context` and the route's `params`; what it returns or
 * throws, read.
 */
export async function callRoute<Args, T>(
  route: (args: Args) => Promise<T> | T,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<RouteAnswer<Answered<T>>> {
  let value: unknown;
  try {
    // Route modules type their arguments per route; these are the parts they read.
    value = await route({ request, url: new URL(request.url), params, context } as unknown as Args);
  } catch (error) {
    return read(error, true);
  }
  return read(value, false);
}
