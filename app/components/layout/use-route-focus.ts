import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { focusMainHeading } from "./focus-main-heading";

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading
 * and the change is announced ("Shopping Cart, page loaded") through a polite live region, as a
 * full page load would let a screen reader know (issue 27 item 10). Only a new path counts: a
 * change of the query alone (a filter, a sort, the language) or a jump to an anchor leaves focus
 * where the shopper is. Returns the text for the live region.
 */
export function useRouteFocus(): string {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (navigation.state !== "idle" || shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    const heading = focusMainHeading();
    const title = document.title || heading?.textContent?.trim() || "";
    setAnnouncement(title ? t("frame.pageLoaded", { title }) : "");
  }, [pathname, hash, navigation.state, t]);

  return announcement;
}
