import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * The brand mark: a wrapped sweet in the pink → grape → berry gradient, about 8:5 wide.
 * Decorative.
 */
export function LogoMark({ className }: { className?: string }) {
  // Ids must be unique per copy: the mark can appear in the header and the footer at once.
  const id = useId();
  const body = `${id}-body`;
  const left = `${id}-left`;
  const right = `${id}-right`;
  return (
    <svg viewBox="1 13 62 38" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={body} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="0.5" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#3b82f6" />
        </linearGradient>
        <linearGradient id={left} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f9a8d4" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
        <linearGradient id={right} x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor="#93c5fd" />
          <stop offset="1" stopColor="#3b82f6" />
        </linearGradient>
      </defs>
      {/* Twisted wrapper ends */}
      <path d="M20 32 L5 17 Q2 24 6 32 Q2 40 5 47 Z" fill={`url(#${left})`} />
      <path d="M44 32 L59 17 Q62 24 58 32 Q62 40 59 47 Z" fill={`url(#${right})`} />
      <path
        d="M9 24 L18 31 M9 40 L18 33"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M55 24 L46 31 M55 40 L46 33"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      {/* The sweet, with a swirl and a shine */}
      <circle cx="32" cy="32" r="15" fill={`url(#${body})`} />
      <path
        d="M32 32 m-2 0 a2 2 0 1 1 4 0 a4.5 4.5 0 1 1 -9 0 a7 7 0 1 1 14 0 a9.5 9.5 0 0 1 -9.5 9.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <ellipse
        cx="25.5"
        cy="23.5"
        rx="3.2"
        ry="1.8"
        fill="#fff"
        fillOpacity=".7"
        transform="rotate(-35 25.5 23.5)"
      />
    </svg>
  );
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
