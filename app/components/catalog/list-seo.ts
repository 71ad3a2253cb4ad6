import type { MetaDescriptor } from "react-router";
import type { Language } from "~/lib/language";
import { pageMeta, pageUrl } from "~/lib/seo";

/**
 * A product list's or the categories' meta in the page's language: its title and description,
 * and a canonical address that names the list itself (with its page after the first), not the
 * sort, filters or layout a visitor chose: those show the same products, and a search engine
 * should count them as one page.
 */
export function listMeta({
  title,
  description,
  pathname,
  search = "",
  publicUrl,
  language = "en",
}: {
  title: string;
  description: string;
  pathname: string;
  /** The address's query; only its `page` is kept. */
  search?: string;
  publicUrl: string;
  language?: Language;
}): MetaDescriptor[] {
  const page = Number(new URLSearchParams(search).get("page"));
  const query = Number.isInteger(page) && page > 1 ? `page=${page}` : "";
  const url = pageUrl(publicUrl, pathname, language, query);
  return pageMeta({ title, description, url, type: "website", language });
}
