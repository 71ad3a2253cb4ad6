import type { ReactNode } from "react";
import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";

/**
 * One card of an order's page (shipment, gift and packaging, bought gift cards, returns): a
 * section named by its heading, the heading led by an icon.
 */
export function OrderCard({
  headingId,
  icon,
  iconClassName = "text-accent",
  heading,
  id,
  className,
  children,
}: {
  headingId: string;
  icon: SpriteIconName;
  iconClassName?: string;
  heading: ReactNode;
  /** The section's own id, for a link to it (`#returns`). */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6 ${className ?? ""}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <SpriteIcon name={icon} className={`size-5 ${iconClassName}`} />
        {heading}
      </h2>
      {children}
    </section>
  );
}
