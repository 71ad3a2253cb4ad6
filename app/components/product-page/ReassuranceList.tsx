import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";

// Each promise links to the page that spells it out.
const items = [
  { to: "/shipping", labelKey: "product.reassurance.freeShipping", icon: "truck" },
  { to: "/about", labelKey: "product.reassurance.authentic", icon: "shield-check" },
  { to: "/returns", labelKey: "product.reassurance.returns", icon: "rotate-ccw" },
] as const;

/** The spec's three reassurance items, next to the purchase decision. */
export function ReassuranceList() {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t("product.reassurance.label")}
      className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm"
    >
      {items.map(({ to, labelKey, icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-2.5 rounded-lg font-medium text-ink transition-colors hover:text-accent"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent">
              <SpriteIcon name={icon} className="size-5" />
            </span>
            {t(labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
