import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { PRODUCT_IMAGE_SIZE } from "~/lib/product-images";

/** How far a finger must travel sideways for a swipe to turn the picture. */
const SWIPE_PX = 40;

/**
 * The product's pictures large (issue 27 item 11): a modal dialog with the picture as big as the
 * screen allows, arrows (buttons, and the arrow keys) to the previous and next, a swipe on touch
 * screens, and "Picture 2 of 3" said as it changes. Radix traps focus inside and closes on Escape
 * and on the backdrop; `onCloseAutoFocus` gives focus back to the picture's button. Loaded when
 * first wanted.
 */
export function GalleryDialog({
  open,
  onOpenChange,
  name,
  images,
  selected,
  onSelect,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  images: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  const several = count > 1;
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => onSelect((selected + step + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (!several) return;
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent) {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || !several) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  const arrow =
    "absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface-raised/90 text-ink shadow-lg transition-colors hover:border-accent hover:text-accent";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-ink outline-none sm:inset-6 sm:rounded-3xl sm:border sm:border-line sm:shadow-2xl"
        >
          <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 truncate font-display text-lg font-semibold">
              {t("product.gallery.dialog", { name })}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("product.gallery.close")}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              <SpriteIcon name="x" className="size-6" />
            </Dialog.Close>
          </header>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
          >
            <img
              src={images[selected]}
              alt={
                several ? `${name} (${t("product.gallery.position", { index: selected + 1, count })})` : name
              }
              width={PRODUCT_IMAGE_SIZE}
              height={PRODUCT_IMAGE_SIZE}
              draggable={false}
              className="max-h-full w-auto max-w-full object-contain"
            />
            {several && (
              <>
                <button
                  type="button"
                  aria-label={t("product.gallery.previous")}
                  onClick={() => go(-1)}
                  className={`${arrow} left-2 sm:left-4`}
                >
                  <SpriteIcon name="chevron-left" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label={t("product.gallery.next")}
                  onClick={() => go(1)}
                  className={`${arrow} right-2 sm:right-4`}
                >
                  <SpriteIcon name="chevron-right" className="size-6" />
                </button>
              </>
            )}
          </div>

          {several && (
            <footer className="flex flex-col items-center gap-3 px-4 py-4">
              <p
                aria-live="polite"
                aria-atomic="true"
                className="text-sm font-medium text-ink-muted tabular-nums"
              >
                {t("product.gallery.position", { index: selected + 1, count })}
              </p>
              <ul aria-label={t("product.gallery.label")} className="flex flex-wrap justify-center gap-2">
                {images.map((image, index) => (
                  <li key={image}>
                    <button
                      type="button"
                      aria-label={t("product.gallery.show", { index: index + 1, count })}
                      aria-pressed={index === selected}
                      onClick={() => onSelect(index)}
                      className={`block overflow-hidden rounded-xl border-2 bg-surface-muted ${
                        index === selected ? "border-accent" : "border-line hover:border-ink-muted"
                      }`}
                    >
                      <img
                        src={image}
                        alt=""
                        width={56}
                        height={56}
                        className="size-12 object-contain sm:size-14"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
