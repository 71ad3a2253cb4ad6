import { data, type ServerBuild } from "react-router";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { jsonAnswer } from "~/lib/json-answer.server";
import { requestLanguage } from "~/lib/language";

/**
 * A malformed `multipart/form-data` body (a missing or wrong boundary, a part cut short) made
 * `request.formData()` throw inside whichever action read it: a 500 and a stack in the log, from
 * any visitor (issue 25). Every route's action is wrapped here, once, so that a route added later
 * is covered too: a multipart body is read on a copy first, and one that cannot be read is a 400
 * before the action runs — `{ error }` under `/api/`, the error page's message on a page.
 * URL-encoded forms cannot be malformed (any text parses), so only multipart is read twice, and
 * only the admin's image uploads send it.
 */
export function withFormBodiesChecked(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    routes[id] = action ? { ...route, module: { ...route.module, action: checked(action) } } : route;
  }
  return { ...build, routes };
}

type Action = NonNullable<ServerBuild["routes"][string]>["module"]["action"] & {};

function checked(action: Action): Action {
  return async (args) => {
    if (isMultipart(args.request) && !(await readsAsForm(args.request))) throw unreadableForm(args.request);
    return action(args);
  };
}

function isMultipart(request: Request): boolean {
  return /^\s*multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");
}

async function readsAsForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

function unreadableForm(request: Request): Response | ReturnType<typeof data> {
  const error = translator(requestLanguage(request))("error.unreadableForm");
  if (new URL(request.url).pathname.startsWith("/api/"))
    return jsonAnswer({ error }, { status: 400, headers: PRIVATE_NO_STORE });
  return data(error, { status: 400, headers: PRIVATE_NO_STORE });
}
