import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/language";
import type { loader } from "~/root";

/** Who is signed in, as far as the frame needs to know (menu items, wishlist link). */
export interface FrameUser {
  email: string;
  name: string | null;
  isAdmin: boolean;
}

export interface RootData {
  language: Language;
  user: FrameUser | null;
}

/**
 * The root loader's data, with safe defaults: when the root loader itself failed, the error
 * boundary still renders the frame, in English and signed out.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  return { language: data?.language ?? DEFAULT_LANGUAGE, user: data?.user ?? null };
}
