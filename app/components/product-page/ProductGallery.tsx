import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { galleryImages, PRODUCT_IMAGE_SIZE } from "~/lib/product-images";

const THUMBNAIL_SIZE = 80;

/**
 * The main image and, when the product has more than one, a row of thumbnails that choose it
 * (spec section 4: the selected index starts at 0). The main image is the page's largest
 * paint, so it loads eagerly and first; thumbnails wait until they are near the viewport.
 * Mount it with the product's slug as key so another product starts again at its first image.
 */
export function ProductGallery({ name, imageUrls }: { name: string; imageUrls: readonly string[] }) {
  const { t } = useTranslation();
  const images = galleryImages(imageUrls);
  const [selected, setSelected] = useState(0);

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-3xl border border-line bg-surface-muted">
        <img
          src={images[selected]}
          alt={name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading="eager"
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
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
    </div>
  );
}
