import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";

/**
 * The gift card as it will feel to its recipient: a bright card with the amount, for whom and the
 * message, redrawn as the buyer types (decision 085). Decorative for assistive technology: the
 * form says the same.
 */
export function GiftCardPreview({
  amount,
  to,
  message,
  className,
}: {
  amount: string;
  to: string;
  message: string;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "relative isolate aspect-[1.6] w-full max-w-md overflow-hidden rounded-3xl bg-linear-to-br from-pink-500 via-fuchsia-500 to-amber-400 p-6 text-white shadow-xl shadow-fuchsia-500/25 motion-safe:transition-transform motion-safe:duration-300 motion-safe:hover:-rotate-1",
        className,
      )}
    >
      <div className="absolute -top-16 -right-10 -z-10 size-48 rounded-full bg-white/15" />
      <div className="absolute -bottom-20 -left-10 -z-10 size-56 rounded-full bg-white/10" />
      <div className="flex items-start justify-between gap-4">
        <p className="font-display text-xl font-bold tracking-tight">Sweet Trip</p>
        <SpriteIcon name="gift" className="size-8" />
      </div>
      <p className="mt-4 font-display text-5xl font-bold tabular-nums drop-shadow-sm sm:text-6xl">{amount}</p>
      <div className="absolute inset-x-6 bottom-5">
        <p className="truncate text-sm font-semibold text-white/95">{to}</p>
        <p className="mt-1 line-clamp-2 text-sm break-words text-white/85 italic">{message}</p>
      </div>
    </div>
  );
}
