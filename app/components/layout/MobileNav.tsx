import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { NavLinks } from "./NavLinks";

/**
 * The navigation panel of small screens, below the header bar. It closes when a link is
 * followed or on Escape; the header returns focus to the menu button. Its links are drawn only
 * while it is open: the menu button needs JavaScript anyway, and every page would otherwise
 * render and send a hidden copy of the main navigation.
 */
export function MobileNav({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <div id={id} hidden={!open} className="border-t border-frame-line md:hidden">
      {open && (
        <nav aria-label={t("nav.label")} className="page-container py-3">
          <NavLinks
            className="flex flex-col gap-1"
            linkClassName="px-4 py-3 text-base"
            onNavigate={onClose}
          />
        </nav>
      )}
    </div>
  );
}
