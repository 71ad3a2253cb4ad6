import { data } from "react-router";
import { infoPageFromPath } from "~/content/info-pages/info-pages";
import { InfoPageView } from "~/components/pages/InfoPageView";
import { infoDocument } from "~/content/info-pages/info-documents.server";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { languageAddress, requestLanguage } from "~/lib/language";
import type { Route } from "./+types/info-page";

// One module for /about, /privacy, /terms, /shipping and /returns (app/routes.ts): the path
// names the page.
export function loader({ request, url, context }: Route.LoaderArgs) {
  const page = infoPageFromPath(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const language = requestLanguage(request);
  return data(
    {
      page,
      texts: infoDocument(language, page),
      canonicalUrl: context.env.PUBLIC_URL + languageAddress(`/${page}`, "", language),
    },
    { headers: PUBLIC_PAGE_CACHE },
  );
}

export const headers = passLoaderHeaders;

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { texts, canonicalUrl } = loaderData;
  return [
    { title: texts.metaTitle },
    { name: "description", content: texts.metaDescription },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
  ];
}

export default function InformationPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} texts={loaderData.texts} />;
}
