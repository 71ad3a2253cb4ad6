import { ArrowDown, ArrowUp, Trash2, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { FieldMessage } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { ImageProblem, ProductActionResult } from "~/modules/admin/products/action-results";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, MAX_PRODUCT_IMAGES } from "~/modules/admin/products/image-rules";
import { thumbnailUrl } from "~/modules/admin/products/image-urls";
import { useAdminTranslation } from "../use-admin-translation";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A product's gallery: upload (checked in the browser for a quick answer, by its bytes on the
 * server for the truth), move earlier or later (the first is the card's image), remove. Each
 * change is its own post; the page's data reloads after it.
 */
export function ProductImages({ imageUrls }: { imageUrls: string[] }) {
  const { t } = useAdminTranslation();
  const upload = useFetcher<ProductActionResult>({ key: "product-image-add" });
  const change = useFetcher<ProductActionResult>({ key: "product-image-change" });
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const uploading = upload.state !== "idle";
  const full = imageUrls.length >= MAX_PRODUCT_IMAGES;

  // Each answer once: a toast for a change made, the problem under the file input for a refusal.
  const [shown, setShown] = useState(upload.data);
  if (upload.data !== shown) {
    setShown(upload.data);
    setProblem(upload.data && "problem" in upload.data ? upload.data.problem : null);
  }
  useEffect(() => {
    if (upload.data?.status === "saved") {
      toast.success(t("products.images.added"), { id: "product-image" });
      if (inputRef.current) inputRef.current.value = "";
    }
  }, [upload.data, t]);
  useEffect(() => {
    const result = change.data;
    if (result?.status !== "saved") return;
    const news = result.intent === "image-remove" ? "products.images.removed" : "products.images.moved";
    toast.success(t(news), { id: "product-image" });
  }, [change.data, t]);

  function checkFile(event: FormEvent<HTMLFormElement>) {
    const file = inputRef.current?.files?.[0];
    const found: ImageProblem | null = !file
      ? "missing"
      : file.size > IMAGE_MAX_BYTES
        ? "tooLarge"
        : !(IMAGE_TYPES as readonly string[]).includes(file.type)
          ? "wrongType"
          : null;
    setProblem(found);
    if (found) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  }

  return (
    <section
      aria-labelledby="product-images"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="product-images" className="text-lg font-bold">
        {t("products.images.title")}
      </h2>
      <p id="product-images-hint" className="mt-1 text-sm text-ink-muted">
        {t("products.images.hint", { max: MAX_PRODUCT_IMAGES })}
      </p>

      {imageUrls.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("products.images.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {imageUrls.map((url, index) => {
            const position = index + 1;
            return (
              <li key={url} className="flex items-center gap-3">
                <img
                  src={thumbnailUrl(url)}
                  alt={t("products.images.position", { position, count: imageUrls.length })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg border border-line bg-surface-muted object-contain"
                />
                <div className="ml-auto flex gap-2">
                  <ImageAction
                    fetcher={change}
                    url={url}
                    intent="image-move"
                    direction="up"
                    label={t("products.images.moveUp", { position })}
                    disabled={index === 0}
                    Icon={ArrowUp}
                  />
                  <ImageAction
                    fetcher={change}
                    url={url}
                    intent="image-move"
                    direction="down"
                    label={t("products.images.moveDown", { position })}
                    disabled={index === imageUrls.length - 1}
                    Icon={ArrowDown}
                  />
                  <ImageAction
                    fetcher={change}
                    url={url}
                    intent="image-remove"
                    label={t("products.images.remove", { position })}
                    Icon={Trash2}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <upload.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={checkFile}
        className="mt-5 space-y-3 border-t border-line pt-5"
      >
        <input type="hidden" name="intent" value="image-add" />
        <div>
          <label htmlFor="product-image-file" className="block text-sm font-semibold">
            {t("products.images.upload")}
          </label>
          <input
            ref={inputRef}
            id="product-image-file"
            type="file"
            name="image"
            accept={IMAGE_TYPES.join(",")}
            disabled={full}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "product-image-error product-images-hint" : "product-images-hint"}
            onChange={() => setProblem(null)}
            className="mt-1.5 block w-full rounded-xl border border-slate-500 bg-surface text-sm text-ink file:mr-3 file:border-0 file:bg-surface-muted file:px-4 file:py-3 file:font-semibold file:text-ink"
          />
          {problem && (
            <FieldMessage id="product-image-error">{t(`products.images.problems.${problem}`)}</FieldMessage>
          )}
        </div>
        <SubmitButton
          busy={uploading}
          icon="image-plus"
          label={t("products.images.add")}
          busyLabel={t("products.images.adding")}
          className="button-secondary"
        />
      </upload.Form>
    </section>
  );
}

/** One button that posts one change to one image (each its own form: one intent, one image). */
function ImageAction({
  fetcher,
  url,
  intent,
  direction,
  label,
  disabled = false,
  Icon,
}: {
  fetcher: FetcherWithComponents<ProductActionResult>;
  url: string;
  intent: "image-move" | "image-remove";
  direction?: "up" | "down";
  label: string;
  disabled?: boolean;
  Icon: LucideIcon;
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="url" value={url} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <button
        type="submit"
        disabled={disabled || fetcher.state !== "idle"}
        aria-label={label}
        title={label}
        className={iconButton}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}
