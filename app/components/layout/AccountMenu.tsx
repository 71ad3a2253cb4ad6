import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutDashboard, LogIn, LogOut, Package, UserPlus, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSubmit } from "react-router";
import type { FrameUser } from "./use-root-data";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-highlighted:bg-surface-muted data-highlighted:text-accent";

function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The account icon's menu: sign-in choices for visitors, account pages for members. */
export function AccountMenu({ user }: { user: FrameUser | null }) {
  const { t } = useTranslation();
  const submit = useSubmit();

  return (
    // Not modal: a modal menu locks page scrolling, which would make the sticky header jump.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" aria-label={t("account.menu")} className="frame-icon-button">
          <UserRound className="size-5" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-line bg-surface-raised p-1.5 shadow-xl shadow-slate-950/20"
        >
          {user ? (
            <>
              <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
                {user.name ?? user.email}
              </DropdownMenu.Label>
              <MenuLink to="/account" icon={UserRound}>
                {t("account.myAccount")}
              </MenuLink>
              <MenuLink to="/orders" icon={Package}>
                {t("account.myOrders")}
              </MenuLink>
              {user.isAdmin && (
                <MenuLink to="/admin" icon={LayoutDashboard}>
                  {t("account.adminPanel")}
                </MenuLink>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => void submit(null, { method: "post", action: "/logout" })}
              >
                <LogOut className="size-4 shrink-0" aria-hidden="true" />
                {t("account.signOut")}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <MenuLink to="/login" icon={LogIn}>
                {t("account.signIn")}
              </MenuLink>
              <MenuLink to="/register" icon={UserPlus}>
                {t("account.createAccount")}
              </MenuLink>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
