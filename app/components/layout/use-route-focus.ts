import { useEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { focusMainHeading } from "./focus-main-heading";

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading
 * and the change is announced ("Shopping Cart | Sweet Trip, page loaded") through the polite live
 * region whose ref this returns, as a full page load would let a screen reader know (issue 27
 * item 10). Only a new path counts: a change of the query alone (a filter, a sort, the language)
 * or a jump to an anchor leaves focus where the shopper is.
 */
export function useRouteFocus(): RefObject<HTMLParagraphElement | null> {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const shownPath = useRef(pathname);
  const liveRegion = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (navigation.state !== "idle" || shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    const heading = focusMainHeading();
    const title = document.title || heading?.textContent?.trim() || "";
    if (liveRegion.current) liveRegion.current.textContent = title ? t("frame.pageLoaded", { title }) : "";
  }, [pathname, hash, navigation.state, t]);

  return liveRegion;
}
