import { useRouteLoaderData } from "react-router";
import { useAskedViewer } from "./asked-viewer";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/language";
import { NO_CONTACT, type ShopContact } from "~/lib/shop-contact";
import type { FrameUser } from "~/modules/accounts/frame-user";
import type { CategoryNames } from "~/modules/catalog/types";
import type { loader } from "~/root";

const NONE_SAVED: string[] = [];
const NO_NAMES: CategoryNames = {};

export interface RootData {
  language: Language;
  user: FrameUser | null;
  /** The products the signed-in visitor saved in their wishlist; empty when signed out. */
  savedProductIds: string[];
  /** The signed-in visitor's own reviews; empty when signed out. */
  reviewIds: readonly string[];
  /** Each category's name by slug and language; empty when the root loader failed. */
  categoryNames: CategoryNames;
  /** The shop's contact address and social pages, as its settings name them. */
  contact: ShopContact;
}

/**
 * The root loader's data, with safe defaults: when the root loader itself failed, the error
 * boundary still renders the frame, in English and signed out.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  // A shared page leaves the visitor out of its HTML; the browser asks for them.
  const asked = useAskedViewer(data, data?.viewerKnown === false);
  const viewer = asked ?? data;
  return {
    language: data?.language ?? DEFAULT_LANGUAGE,
    user: viewer?.user ?? null,
    savedProductIds: viewer?.savedProductIds ?? NONE_SAVED,
    reviewIds: viewer?.reviewIds ?? NONE_SAVED,
    categoryNames: data?.categoryNames ?? NO_NAMES,
    contact: data?.contact ?? NO_CONTACT,
  };
}
