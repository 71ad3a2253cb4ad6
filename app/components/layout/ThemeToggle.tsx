import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { applyTheme, currentTheme } from "~/lib/theme";

/**
 * Switches light and dark. The server cannot know the stored theme, so the icon follows the
 * `dark` class through CSS instead of React state: nothing to mismatch on hydration.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("theme.toggle")}
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      className="frame-icon-button"
    >
      <SpriteIcon name="moon" className="size-5 dark:hidden" />
      <SpriteIcon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
