import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";

/**
 * One line of an order or a cart summary: image, name, a detail line, the line total; in a cart,
 * what changed about the line since it was added, and whether it still counts.
 */
export function OrderLineRow({
  imageUrl,
  name,
  detail,
  totalCents,
  size = "md",
  notice,
  counted = true,
}: {
  imageUrl: string | null;
  name: string;
  detail: ReactNode;
  totalCents: number;
  /** `sm` in the checkout's summary column, `md` on the order page. */
  size?: "sm" | "md";
  notice?: ReactNode;
  /** False for a cart line that can no longer be bought: its total is struck out. */
  counted?: boolean;
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
        {notice}
      </div>
      <p className={counted ? "font-semibold tabular-nums" : "text-ink-muted tabular-nums line-through"}>
        {formatPrice(totalCents)}
      </p>
    </li>
  );
}
