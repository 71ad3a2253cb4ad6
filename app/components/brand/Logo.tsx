import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
// A file of its own, fetched once and cached with the other assets: its shapes would otherwise
// be in every page's script (for hydration) and twice in its HTML (header and footer).
import logoMarkUrl from "./logo-mark.svg?no-inline";

/**
 * The brand mark: a wrapped sweet in the pink → grape → berry gradient, about 8:5 wide.
 * Decorative.
 */
export function LogoMark({ className }: { className?: string }) {
  return <img src={logoMarkUrl} alt="" width={62} height={38} draggable={false} className={className} />;
}

/**
 * The mark with the name beside it. The name takes the surrounding text colour, so the logo
 * works on the dark frame and on light pages alike. `hideNameOnSmall` keeps the name only for
 * screen readers on narrow screens, where the header has no room for it.
 */
export function Logo({
  className,
  markClassName = "h-10 w-16",
  hideNameOnSmall = false,
}: {
  className?: string;
  markClassName?: string;
  hideNameOnSmall?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={clsx("inline-flex items-center gap-2", className)}>
      <LogoMark className={clsx("shrink-0 transition-[width,height]", markClassName)} />
      <span
        className={clsx(
          "font-display text-2xl leading-none font-semibold tracking-tight whitespace-nowrap",
          hideNameOnSmall && "sr-only sm:not-sr-only",
        )}
      >
        {t("brand.name")}
      </span>
    </span>
  );
}
