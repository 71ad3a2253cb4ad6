import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { NotFoundContent } from "~/components/errors/NotFoundContent";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/not-found";

// Every address without a route of its own lands here, answered with status 404 — for a form
// posted to it too (without an action React Router would answer 405).
export function loader() {
  return data(null, { status: 404 });
}
export const action = loader;

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("meta.notFoundTitle"));
}

export default function NotFound() {
  return <NotFoundContent />;
}
