import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";

/** One line of an order or a cart summary: image, name, a detail line, the line total. */
export function OrderLineRow({
  imageUrl,
  name,
  detail,
  totalCents,
  size = "md",
}: {
  imageUrl: string | null;
  name: string;
  detail: ReactNode;
  totalCents: number;
  /** `sm` in the checkout's summary column, `md` on the order page. */
  size?: "sm" | "md";
}) {
  const pixels = size === "sm" ? 56 : 64;
  return (
    <li className={size === "sm" ? "flex items-center gap-3 py-3" : "flex items-center gap-4 py-4"}>
      <img
        src={imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${size === "sm" ? "size-14" : "size-16"} shrink-0 rounded-lg border border-line bg-surface-muted object-cover`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-ink-muted tabular-nums">{detail}</p>
      </div>
      <p className="font-semibold tabular-nums">{formatPrice(totalCents)}</p>
    </li>
  );
}
