import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import type { AddressActionResult } from "~/modules/accounts/address-results";
import type { SavedAddress } from "~/modules/accounts/saved-address";
import { AddressCard } from "./AddressCard";
import { AddressForm } from "./AddressForm";

/** Which form is open: a new address, one being edited (its id), or none. */
type Editing = "new" | string | null;

/**
 * /addresses: the shopper's saved addresses (the default first), each with Edit, Set as default
 * and Delete, and a form to add one. Changes go through fetchers; the list comes back from the
 * loader, and a toast says what happened.
 */
export function AddressesPageView({ addresses, max }: { addresses: SavedAddress[]; max: number }) {
  const { t } = useAccountAreaTranslation();
  const { user } = useRootData();
  const [editing, setEditing] = useState<Editing>(null);
  const formFetcher = useFetcher<AddressActionResult>({ key: "address-form" });
  const actionFetcher = useFetcher<AddressActionResult>({ key: "address-actions" });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = addresses.length >= max;
  const busyId = actionFetcher.state === "idle" ? null : String(actionFetcher.formData?.get("id") ?? "");

  // A saved form closes (as its answer arrives), then says so and leaves the focus on the address
  // it saved (once the list shows it).
  const [shownForm, setShownForm] = useState(formFetcher.data);
  if (formFetcher.data !== shownForm) {
    setShownForm(formFetcher.data);
    if (formFetcher.data?.status === "saved") setEditing(null);
  }
  const announcedForm = useRef(formFetcher.data);
  useEffect(() => {
    const result = formFetcher.data;
    if (formFetcher.state !== "idle" || result?.status !== "saved" || announcedForm.current === result)
      return;
    announcedForm.current = result;
    // One toast per kind of news: a second save replaces the first instead of stacking.
    const news = result.intent === "create" ? "accountPage.addresses.added" : "accountPage.addresses.updated";
    toast.success(t(news), { id: news });
    document.getElementById(`address-${result.id}`)?.focus();
  }, [formFetcher.data, formFetcher.state, t]);

  // Deleting or choosing the default: a toast; a deleted card's focus goes to "Add address", a new
  // default's to its card.
  const announcedAction = useRef(actionFetcher.data);
  useEffect(() => {
    const result = actionFetcher.data;
    if (actionFetcher.state !== "idle" || !result || announcedAction.current === result) return;
    announcedAction.current = result;
    if (result.status === "not-found") toast.error(t("accountPage.addresses.notFound"));
    else if (result.status === "done" && result.intent === "delete") {
      toast.success(t("accountPage.addresses.deleted"), { id: "accountPage.addresses.deleted" });
      addButton.current?.focus();
    } else if (result.status === "done") {
      toast.success(t("accountPage.addresses.defaultChanged"), {
        id: "accountPage.addresses.defaultChanged",
      });
      // The card moved to the top and its button went with "default": focus follows the card.
      document.getElementById(`address-${result.id}`)?.focus();
    }
  }, [actionFetcher.data, actionFetcher.state, t]);

  const act = (intent: "delete" | "default", id: string) =>
    void actionFetcher.submit({ intent, id }, { method: "post" });

  const closeForm = () => {
    const was = editing;
    setEditing(null);
    requestAnimationFrame(() =>
      (was === "new" ? addButton.current : document.getElementById(`address-${was}`))?.focus(),
    );
  };

  const addButtonElement = (
    <button
      ref={addButton}
      type="button"
      onClick={() => setEditing("new")}
      disabled={editing === "new"}
      className="button-primary disabled:opacity-70"
    >
      <SpriteIcon name="plus" className="size-5" />
      {t("accountPage.addresses.add")}
    </button>
  );

  return (
    <div className="page-container max-w-5xl py-10 sm:py-14">
      <Link
        to="/account"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <SpriteIcon name="arrow-left" className="size-4" />
        {t("accountPage.addresses.backToAccount")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t("accountPage.addresses.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("accountPage.addresses.intro")}</p>

      {addresses.length > 0 && (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-ink-muted">
            {t("accountPage.addresses.count", { count: addresses.length, max })}
          </p>
          {full ? (
            <p className="text-sm font-semibold text-amber-ink dark:text-amber-300">
              {t("accountPage.addresses.limit", { max })}
            </p>
          ) : (
            addButtonElement
          )}
        </div>
      )}

      {editing === "new" && (
        <div className="mt-6">
          <AddressForm
            fetcher={formFetcher}
            address={null}
            initial={{
              firstName: user?.firstName ?? "",
              lastName: user?.lastName ?? "",
              phone: user?.phone ?? "",
            }}
            onCancel={closeForm}
          />
        </div>
      )}

      {addresses.length === 0 && editing !== "new" ? (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 py-8 text-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
            <SpriteIcon name="map-pin" className="size-10 text-accent" />
          </span>
          <h2 className="text-2xl font-bold">{t("accountPage.addresses.empty.title")}</h2>
          <p className="text-lg text-ink-muted">{t("accountPage.addresses.empty.text")}</p>
          {addButtonElement}
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              id={`address-${address.id}`}
              tabIndex={-1}
              className={editing === address.id ? "sm:col-span-2" : undefined}
            >
              {editing === address.id ? (
                <AddressForm fetcher={formFetcher} address={address} onCancel={closeForm} />
              ) : (
                <AddressCard
                  address={address}
                  busy={busyId === address.id}
                  onEdit={() => setEditing(address.id)}
                  onDelete={() => act("delete", address.id)}
                  onMakeDefault={() => act("default", address.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
