import { data } from "react-router";
import { infoPageFromPath } from "~/components/pages/info-pages";
import { InfoPageView } from "~/components/pages/InfoPageView";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/info-page";

// One module for /about, /privacy, /terms, /shipping and /returns (app/routes.ts): the path
// names the page.
export function loader({ request, context }: Route.LoaderArgs) {
  const page = infoPageFromPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return data({ page, canonicalUrl: `${context.env.PUBLIC_URL}/${page}` }, { headers: PUBLIC_PAGE_CACHE });
}

export const headers = passLoaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  const { page, canonicalUrl } = loaderData;
  return [
    { title: t(`pages.${page}.metaTitle`) },
    { name: "description", content: t(`pages.${page}.metaDescription`) },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
  ];
}

export default function InformationPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} />;
}
