import type { AppLoadContext } from "react-router";

/**
 * Calling a route module's loader or action as React Router would, and reading its answer the
 * same way whatever form it took: `data(…)` with its init, a plain value, a Response, or a thrown
 * Response (a redirect from `requireUser`, a 404).
 */

export interface RouteAnswer<T> {
  status: number;
  headers: Headers;
  /** The answer's data (undefined for a Response). */
  data: T;
  /** The Response when one was returned or thrown. */
  response?: Response;
  thrown: boolean;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";

function read<T>(value: unknown, thrown: boolean): RouteAnswer<T> {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, data: undefined as T, response: value, thrown };
  }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      data: value.data as T,
      thrown,
    };
  }
  if (thrown) throw value;
  return { status: 200, headers: new Headers(), data: value as T, thrown };
}

/** The data a loader or action answers, whether wrapped in `data(…)` or not. */
type Answered<T> = T extends { data: infer D; init: unknown } ? D : T;

/** Runs a loader or action with `request` and `context`; what it returns or throws, read. */
export async function callRoute<Args, T>(
  route: (args: Args) => Promise<T> | T,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<RouteAnswer<Answered<T>>> {
  try {
    // Route modules type their arguments per route; these are the parts they read.
    return read(await route({ request, params, context } as unknown as Args), false);
  } catch (error) {
    return read(error, true);
  }
}

/** A form POST body from plain fields. */
export function formBody(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
