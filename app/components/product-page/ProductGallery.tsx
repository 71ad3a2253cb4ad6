import clsx from "clsx";
import { useRef, useState } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { onDemand, prefetch, useOnDemand } from "~/components/ui/on-demand";
import { useTranslation } from "~/i18n/react";
import { galleryImages, PRODUCT_IMAGE_SIZE } from "~/lib/product-images";

/** The pictures large, in a dialog: loaded when the picture is first hovered, focused or pressed. */
const galleryDialog = onDemand(() => import("./GalleryDialog"));

const THUMBNAIL_SIZE = 80;

/**
 * The main image and, when the product has more than one, a row of thumbnails that choose it
 * (spec section 4: the selected index starts at 0). The main image is the page's largest
 * paint, so it loads eagerly and first; thumbnails wait until they are near the viewport.
 * Mount it with the product's slug as key so another product starts again at its first image.
 * A click or tap on the picture opens them large (GalleryDialog, issue 27 item 11); a picture
 * chosen there stays chosen here.
 */
export function ProductGallery({ name, imageUrls }: { name: string; imageUrls: readonly string[] }) {
  const { t } = useTranslation();
  const images = galleryImages(imageUrls);
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const dialog = useOnDemand(galleryDialog, enlarged);
  const openButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="group relative overflow-hidden rounded-3xl border border-line bg-surface-muted">
        <img
          src={images[selected]}
          alt={name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading="eager"
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
        {/* Over the whole picture, so that a click or tap anywhere on it opens it large; the
            picture itself stays the page's image, named by the product. */}
        <button
          ref={openButton}
          type="button"
          aria-haspopup="dialog"
          aria-label={t("product.gallery.open", { name })}
          onClick={() => setEnlarged(true)}
          onPointerEnter={() => prefetch(galleryDialog)}
          onFocus={() => prefetch(galleryDialog)}
          className="absolute inset-0 flex cursor-zoom-in items-end justify-end rounded-3xl p-3 focus-visible:outline-offset-[-4px]"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-surface-raised/90 text-ink shadow-md transition-transform group-hover:scale-110 motion-reduce:transition-none">
            <SpriteIcon name="zoom-in" className="size-5" />
          </span>
        </button>
      </div>
      {images.length > 1 && (
        <ul aria-label={t("product.gallery.label")} className="flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t("product.gallery.show", { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={clsx(
                  "block overflow-hidden rounded-2xl border-2 bg-surface-muted transition-colors",
                  index === selected ? "border-accent" : "border-line hover:border-ink-muted",
                )}
              >
                <img
                  src={image}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading="lazy"
                  className="size-16 object-contain sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <dialog.GalleryDialog
          open={enlarged}
          onOpenChange={setEnlarged}
          name={name}
          images={images}
          selected={selected}
          onSelect={setSelected}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger: focus goes back to the picture's button.
            event.preventDefault();
            openButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
