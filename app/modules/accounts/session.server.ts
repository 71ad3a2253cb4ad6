import { redirect, type AppLoadContext } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, type Language } from "~/lib/language";
import { hasSessionCookie } from "./session-cookie";
import { safeRedirectPath } from "./redirect-path";

/** The signed-in user as the shop's code sees them (the spec's profile). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isAdmin: boolean;
  language: Language;
}

// One lookup per request, however many loaders ask (the context object lives for one request).
const lookups = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/** The signed-in user of `request`, or null. Anonymous requests cost no database query. */
export function sessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = hasSessionCookie(request.headers.get("Cookie"))
      ? context.auth.api
          .getSession({ headers: request.headers, query: { disableRefresh: request.method !== "GET" } })
          .then((session) => (session ? toSessionUser(session.user) : null))
      : Promise.resolve(null);
    lookups.set(context, lookup);
  }
  return lookup;
}

type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  isAdmin?: boolean | null;
  language?: string | null;
};

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    isAdmin: user.isAdmin === true,
    language: parseLanguage(user.language),
  };
}

/**
 * What a guard needs of a loader's or action's arguments: the request (its cookies) and the
 * page's URL as React Router gives it (`url`: without the `.data` of a navigation in the browser
 * or React Router's own parameters, which `request.url` keeps: decision 031).
 */
export interface GuardArgs {
  request: Request;
  url: URL;
  context: AppLoadContext;
}

/** The page to come back to after signing in: the one asked for, with its query. */
export function loginRedirect(url: URL): Response {
  const back = safeRedirectPath(url.pathname + url.search);
  const search = back === "/" ? "" : `?redirectTo=${encodeURIComponent(back)}`;
  return redirect(`/login${search}`, { headers: PRIVATE_NO_STORE });
}

/**
 * The signed-in user, or a thrown redirect to /login that brings the visitor back here after
 * signing in (STYLE: guards that throw).
 */
export async function requireUser({ request, url, context }: GuardArgs): Promise<SessionUser> {
  const user = await sessionUser(request, context);
  if (!user) throw loginRedirect(url);
  return user;
}
