import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";

const ACTIONS: { to: string; icon: SpriteIconName; key: "orders" | "wishlist" | "addresses" }[] = [
  { to: "/orders", icon: "package", key: "orders" },
  { to: "/wishlist", icon: "heart", key: "wishlist" },
  { to: "/addresses", icon: "map-pin", key: "addresses" },
];

/** Spec section 2, Account: Quick Actions to the shopper's orders, wishlist and addresses. */
export function QuickActions() {
  const { t } = useAccountAreaTranslation();
  return (
    <nav aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-xl font-semibold">
        {t("accountPage.quickActions.heading")}
      </h2>
      <ul className="mt-4 space-y-2">
        {ACTIONS.map(({ to, icon, key }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-line px-4 py-3 font-semibold transition-colors hover:border-accent hover:text-accent"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-muted text-accent">
                <SpriteIcon name={icon} className="size-5" />
              </span>
              <span className="flex-1">{t(`accountPage.quickActions.${key}`)}</span>
              <SpriteIcon
                name="chevron-right"
                className="size-5 text-ink-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
