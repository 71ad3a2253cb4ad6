import { Menu, X } from "lucide-react";
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
  const Icon = open ? X : Menu;
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
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}
