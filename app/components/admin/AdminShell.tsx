import clsx from "clsx";
import {
  BadgePercent,
  Gift,
  ClipboardList,
  History,
  LayoutDashboard,
  MessageSquareText,
  Package,
  Tags,
  Undo2,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "~/components/ui/Link";
import { useAdminTranslation } from "./use-admin-translation";

const SECTIONS = [
  { to: "/admin", key: "dashboard", Icon: LayoutDashboard, end: true },
  { to: "/admin/products", key: "products", Icon: Package, end: false },
  { to: "/admin/categories", key: "categories", Icon: Tags, end: false },
  { to: "/admin/orders", key: "orders", Icon: ClipboardList, end: false },
  { to: "/admin/returns", key: "returns", Icon: Undo2, end: false },
  { to: "/admin/coupons", key: "coupons", Icon: BadgePercent, end: false },
  { to: "/admin/gift-cards", key: "giftCards", Icon: Gift, end: false },
  { to: "/admin/customers", key: "customers", Icon: Users, end: false },
  { to: "/admin/reviews", key: "reviews", Icon: MessageSquareText, end: false },
  { to: "/admin/audit", key: "audit", Icon: History, end: false },
] as const;

/**
 * The back office's frame inside the shop's header and footer: its sections as a sidebar on
 * wide screens and a row that scrolls sideways on phones, then the page.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <div className="page-container flex flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-10">
      <nav aria-label={t("frame.nav.label")} className="lg:w-56 lg:shrink-0">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:sticky lg:top-28 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
          {SECTIONS.map(({ to, key, Icon, end }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  clsx(
                    "flex items-center gap-2.5 rounded-full px-4 py-2 text-sm font-semibold transition-colors lg:rounded-xl lg:py-2.5",
                    isActive
                      ? "bg-grape text-white shadow-sm"
                      : "border border-line bg-surface-raised text-ink hover:border-accent hover:text-accent lg:border-transparent lg:bg-transparent",
                  )
                }
              >
                <Icon className="size-4.5" aria-hidden="true" />
                {t(`frame.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** The heading of an admin page, with an optional line under it and actions on the right. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-1.5 text-ink-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
