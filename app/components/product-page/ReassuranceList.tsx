import { RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";

// Each promise links to the page that spells it out.
const items = [
  { to: "/shipping", labelKey: "product.reassurance.freeShipping", Icon: Truck },
  { to: "/about", labelKey: "product.reassurance.authentic", Icon: ShieldCheck },
  { to: "/returns", labelKey: "product.reassurance.returns", Icon: RotateCcw },
] as const;

/** The spec's three reassurance items, next to the purchase decision. */
export function ReassuranceList() {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t("product.reassurance.label")}
      className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm"
    >
      {items.map(({ to, labelKey, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-2.5 rounded-lg font-medium text-ink transition-colors hover:text-accent"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {t(labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
