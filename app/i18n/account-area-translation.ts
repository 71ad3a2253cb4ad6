import { parseLanguage } from "~/lib/language";
import { translationIn, useTexts, useTranslation, type Translation } from "./react";
import { loadTexts, type ShopTranslate } from "./setup";
import { usePreloadedTexts } from "./texts-preload";

/**
 * `t` of all the shop's texts, the account area's too, for the sign-in, account, checkout,
 * payment and order pages: a browser loads that part of the texts only for them (decision 028).
 * The server's HTML names its chunk for the browser to fetch with the page's other scripts.
 */
export function useAccountAreaTranslation(): Translation<ShopTranslate> {
  const { language } = useTranslation();
  usePreloadedTexts(language, "accountArea");
  useTexts(language, "accountArea");
  return translationIn(language, "accountArea");
}

// Only the account area's pages import this module: as one of them loads on the way to it, its
// texts load with the page's data instead of once it renders.
if (typeof document !== "undefined")
  void loadTexts(parseLanguage(document.documentElement.lang), "accountArea");
