import type { MetaDescriptor } from "react-router";

/**
 * The meta of a page search engines should not keep: one that is nobody's business but its
 * visitor's (an account, checkout or back-office page, a one-time link) or one that is not there
 * (a 404): its title, and `noindex`.
 */
export function noindexPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}
