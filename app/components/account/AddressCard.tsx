import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useRef, useState } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { SavedAddress } from "~/modules/accounts/saved-address";
import { AddressLines } from "./AddressLines";

interface AddressCardProps {
  address: SavedAddress;
  /** Another change to this address is on its way. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

const smallButton =
  "inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-semibold transition-colors hover:border-accent hover:text-accent disabled:cursor-wait disabled:opacity-60";

/**
 * One saved address with its actions. Each button's name carries the address (hidden text), so
 * a screen reader's list of buttons says which address each one acts on. Deleting asks first.
 */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useAccountAreaTranslation();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const which = (
    <span className="sr-only">: {`${address.firstName} ${address.lastName}, ${address.address}`}</span>
  );

  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <address className="min-w-0 text-sm not-italic">
          <AddressLines address={address} />
        </address>
        {address.isDefault && (
          <span className="shrink-0 rounded-full bg-grape/10 px-2.5 py-0.5 text-xs font-semibold text-accent dark:bg-grape/25">
            {t("accountPage.addresses.default")}
          </span>
        )}
      </div>
      {confirming ? (
        <div
          className="mt-auto flex flex-wrap items-center gap-2 rounded-xl bg-cherry/10 p-3"
          // Escape keeps the address, as it closes the shop's dialogs.
          onKeyDown={(event) => {
            if (event.key === "Escape") setConfirming(false);
          }}
        >
          <p className="mr-auto text-sm font-semibold">{t("accountPage.addresses.confirmDelete")}</p>
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            className="inline-flex items-center gap-1.5 rounded-full bg-cherry-ink px-3 py-1.5 text-sm font-semibold text-white hover:brightness-110 disabled:cursor-wait disabled:opacity-60"
          >
            <SpriteIcon name="trash" className="size-4" />
            {t("accountPage.addresses.delete")}
            {which}
          </button>
          <button ref={keepButton} type="button" onClick={() => setConfirming(false)} className={smallButton}>
            {t("accountPage.addresses.keep")}
          </button>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onEdit} className={smallButton}>
            <SpriteIcon name="pencil" className="size-4" />
            {t("accountPage.addresses.edit")}
            {which}
          </button>
          {!address.isDefault && (
            <button type="button" disabled={busy} onClick={onMakeDefault} className={smallButton}>
              <SpriteIcon name="star" className="size-4" />
              {t("accountPage.addresses.makeDefault")}
              {which}
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={smallButton}
          >
            <SpriteIcon name="trash" className="size-4" />
            {t("accountPage.addresses.delete")}
            {which}
          </button>
        </div>
      )}
    </div>
  );
}
