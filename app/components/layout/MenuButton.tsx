import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { Ref } from "react";
import { useTranslation } from "~/i18n/react";

/** Shows and hides the mobile navigation panel (small screens only). */
export function MenuButton({
  ref,
  open,
  controls,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t(open ? "mobileMenu.close" : "mobileMenu.open")}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="frame-icon-button md:hidden"
    >
      {/* The closed menu's icon is in every page's HTML (the sprite); the open one only ever
          drawn in the browser. */}
      {open ? <SpriteIcon name="x" className="size-6" /> : <SpriteIcon name="menu" className="size-6" />}
    </button>
  );
}
