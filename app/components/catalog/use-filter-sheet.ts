import { useCallback, useEffect, useRef, useState } from "react";

/** Where the filters stop being a sheet and sit beside the list (Tailwind's lg, as in app.css). */
const WIDE = "(min-width: 64rem)";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The phone's filter sheet as a modal while it is open (FilteredList.tsx): it takes the focus
 * (its close button), keeps Tab inside, closes on Escape and gives the focus back to the button
 * that opened it; the page behind does not scroll. A viewport that grows wide closes it (the
 * panel is a sidebar there). Without JavaScript the sheet is the panel's :target instead.
 */
export function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const closer = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    closer.current?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab" || !sheet.current) return;
      const focusable = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = sheet.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open, close]);

  return { open, show: () => setOpen(true), close, opener, sheet, closer };
}
