import { data } from "react-router";
import { NotFoundContent } from "~/components/errors/NotFoundContent";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/not-found";

// Every address without a route of its own lands here, answered with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [{ title: t("meta.notFoundTitle") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
