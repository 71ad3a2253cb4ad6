import type { InfoPage } from "./info-pages";

/** A paragraph, a bulleted list or numbered steps. */
export type Block = string | { readonly list: readonly string[] } | { readonly steps: readonly string[] };

/** One information page: a title, an intro and sections of blocks. */
export interface InfoDocument {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly body: readonly Block[] }[];
}

export type InfoDocuments = Readonly<Record<InfoPage, InfoDocument>>;
