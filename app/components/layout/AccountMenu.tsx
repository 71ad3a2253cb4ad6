import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { onDemand, prefetch, useOnDemand } from "~/components/ui/on-demand";
import type { FrameUser } from "~/modules/accounts/frame-user";

// The menu itself (Radix's dropdown and its positioning, about 20 KiB gzipped) is not part of
// the first load: it loads on the first hover or focus of the button, or when it is opened.
const dropdown = onDemand(() => import("./AccountDropdown"));

/** The account icon's button, drawn by the server; the menu's trigger once the menu has loaded. */
export function AccountButton(props: ComponentProps<"button">) {
  const { t } = useTranslation();
  return (
    <button type="button" aria-label={t("account.menu")} className="frame-icon-button" {...props}>
      <SpriteIcon name="user-round" className="size-5" />
    </button>
  );
}

/**
 * The account icon's menu: sign-in choices for visitors, account pages for members
 * (AccountDropdown). Until its code has loaded the button is a stand-in with the trigger's
 * attributes, which opens the menu the way Radix's trigger does (pointer down, Enter, Space,
 * ArrowDown); the loaded menu then takes its place, open.
 */
export function AccountMenu({ user }: { user: FrameUser | null }) {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  // Asked for by opening it; should the code fail to load, the next opening tries again.
  const menu = useOnDemand(dropdown, open);

  if (menu) {
    return (
      <menu.AccountDropdown user={user} open={open} onOpenChange={setOpen} focusFirstItem={byKeyboard} />
    );
  }

  // A second press while the code loads closes it again, as it would on the loaded menu.
  const ask = (keyboard: boolean, next: (open: boolean) => boolean) => {
    setByKeyboard(keyboard);
    setOpen(next);
  };
  return (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => prefetch(dropdown)}
      onFocus={() => prefetch(dropdown)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the button does not take the focus, the menu will.
        event.preventDefault();
        ask(false, (open) => !open);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        const arrow = event.key === "ArrowDown";
        ask(true, (open) => arrow || !open);
      }}
    />
  );
}
