import clsx from "clsx";
import type { CSSProperties } from "react";
import { floatingCandy } from "./floating-candy";

/**
 * The decorative sweets drifting behind the hero. All 48 are rendered and CSS hides 36 of them
 * up to 768 px wide, so the server needs no screen size; a hidden lazy image is never
 * downloaded. Hidden from assistive technology, never in the way of a click, and still under
 * prefers-reduced-motion (see "Home page: floating candy" in app.css).
 */
export function FloatingCandy({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx("pointer-events-none absolute inset-0 select-none", className)}>
      {floatingCandy.map((piece, index) => (
        <span
          key={index}
          className={clsx(
            "floating-candy absolute overflow-hidden rounded-full shadow-lg ring-2 shadow-black/15 ring-white/50",
            !piece.onSmallScreens && "floating-candy-extra",
          )}
          style={
            {
              left: `${piece.left}%`,
              top: `${piece.top}%`,
              width: piece.size,
              height: piece.size,
              marginLeft: -piece.size / 2,
              marginTop: -piece.size / 2,
              opacity: piece.opacity,
              "--candy-duration": `${piece.duration}s`,
              "--candy-delay": `${piece.delay}s`,
              "--candy-dx": `${piece.driftX}px`,
              "--candy-dy": `${piece.driftY}px`,
              "--candy-rotate": `${piece.rotate}deg`,
              "--candy-spin": `${piece.spin}deg`,
            } as CSSProperties
          }
        >
          {/* Zoomed in on the sweets, past the plate and the name label of the artwork. */}
          <img
            src={piece.src}
            alt=""
            width={piece.size}
            height={piece.size}
            loading="lazy"
            decoding="async"
            fetchPriority="low"
            draggable={false}
            className="size-full scale-[1.7] object-cover"
          />
        </span>
      ))}
    </div>
  );
}
