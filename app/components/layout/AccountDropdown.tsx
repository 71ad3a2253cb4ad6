import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";
import { useRef, type ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/ui/Link";
import { ENHANCED_FIELD } from "~/modules/accounts/auth-results";
import { safeRedirectPath } from "~/modules/accounts/redirect-path";
import { AccountButton } from "./AccountMenu";
import type { FrameUser } from "~/modules/accounts/frame-user";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-highlighted:bg-surface-muted data-highlighted:text-accent";

function MenuLink({ to, icon, children }: { to: string; icon: SpriteIconName; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <SpriteIcon name={icon} className="size-4 shrink-0" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** /login or /register with the page to come back to (none from home or the account pages). */
function withReturn(path: string, here: string): string {
  const back = safeRedirectPath(here, "/");
  return back === "/" ? path : `${path}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Signs out through POST /logout, then says so and goes home (spec). Home is loaded first and the
 * frame afterwards: revalidating the page being left would send a private page to /login.
 */
function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async function signOut() {
    try {
      const body = new FormData();
      body.set(ENHANCED_FIELD, "1");
      const response = await fetch("/logout", { method: "POST", body });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    } catch {
      toast.error(t("account.signOutFailed"), { id: "sign-out" });
      return;
    }
    toast.success(t("account.signedOut"), { id: "sign-out" });
    await navigate("/");
    await revalidator.revalidate();
  };
}

/**
 * The account icon's menu: sign-in choices for visitors, account pages for members. Loaded when
 * the menu is first opened (AccountMenu), with its button in place of the one the server drew.
 * `focusFirstItem`: it was opened from the keyboard before this code had loaded, so Radix did
 * not see that key; as Radix does for a keyboard, the first item gets the focus.
 */
export function AccountDropdown({
  user,
  open,
  onOpenChange,
  focusFirstItem,
}: {
  user: FrameUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusFirstItem: boolean;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  const firstOpening = useRef(focusFirstItem);

  return (
    // Not modal: a modal menu locks page scrolling, which would make the sticky header jump.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            // Radix focuses the menu itself on opening, and its first item after a key press.
            if (!firstOpening.current || event.target !== event.currentTarget) return;
            firstOpening.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 min-w-52 rounded-xl border border-line bg-surface-raised p-1.5 shadow-xl shadow-slate-950/20"
        >
          {user ? (
            <>
              <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-ink-muted">
                {user.name ?? user.email}
              </DropdownMenu.Label>
              <MenuLink to="/account" icon="user-round">
                {t("account.myAccount")}
              </MenuLink>
              <MenuLink to="/orders" icon="package">
                {t("account.myOrders")}
              </MenuLink>
              {user.isAdmin && (
                <MenuLink to="/admin" icon="layout-dashboard">
                  {t("account.adminPanel")}
                </MenuLink>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                <SpriteIcon name="log-out" className="size-4 shrink-0" />
                {t("account.signOut")}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <MenuLink to={withReturn("/login", pathname + search)} icon="log-in">
                {t("account.signIn")}
              </MenuLink>
              <MenuLink to={withReturn("/register", pathname + search)} icon="user-plus">
                {t("account.createAccount")}
              </MenuLink>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
