import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import { cookieHeaderOf, requestAs, TEST_ORIGIN } from "./accounts";

/**
 * Calling the account routes' loaders and actions as the shop would, and reading what they
 * answered: status, headers, the data or the redirect.
 */

export interface RouteAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The answer's data (a loader's or action's `data(...)`), undefined for a redirect. */
  body: T | undefined;
  /** Where a redirect goes. */
  location: string | null;
  /** The `Cookie` header a browser would send after this answer's Set-Cookie lines. */
  cookie: string;
}

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => unknown;

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit"
  );
}

/** Runs a loader or action; a thrown Response or `data()` counts as its answer, like in the shop. */
export async function call<T = unknown>(
  handler: Handler,
  request: Request,
  context: AppLoadContext,
): Promise<RouteAnswer<T>> {
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context });
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const headers = result.headers;
    const json = headers.get("Content-Type")?.includes("json") ? ((await result.json()) as T) : undefined;
    return {
      status: result.status,
      headers,
      body: json,
      location: headers.get("Location"),
      cookie: cookieHeaderOf(headers),
    };
  }
  if (isDataWithInit(result)) {
    const headers = new Headers(result.init?.headers);
    return {
      status: result.init?.status ?? 200,
      headers,
      body: result.data as T,
      location: null,
      cookie: cookieHeaderOf(headers),
    };
  }
  return { status: 200, headers: new Headers(), body: result as T, location: null, cookie: "" };
}

/** A form post from the shop's own pages (Origin set), optionally from a signed-in browser. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string | null; headers?: Record<string, string> } = {},
): Request {
  return requestAs(options.cookie ?? null, path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
  });
}

/** The newest e-mails to `to`, newest first. */
export async function emailsTo(handle: DatabaseHandle, to: string) {
  return handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt));
}

/** The first link to `path` on `origin` in the newest e-mail to `to` that has one. */
export async function linkInEmail(
  handle: DatabaseHandle,
  to: string,
  path: string,
  origin = TEST_ORIGIN,
): Promise<string | undefined> {
  const escaped = `${origin}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  for (const email of await emailsTo(handle, to)) {
    const match = email.text.match(new RegExp(`${escaped}\\?token=[^\\s]+`));
    if (match) return match[0];
  }
  return undefined;
}

/** The path and query of an absolute link, as the shop's router receives it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
