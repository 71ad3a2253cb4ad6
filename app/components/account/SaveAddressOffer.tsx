import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/Link";
import { ErrorAlert } from "~/components/ui/ErrorAlert";

/** What the confirmation's action answers to "Save this address". */
export type SaveAddressResult =
  | { status: "saved" | "already-saved" }
  | { status: "limit"; max: number }
  | { status: "not-found" | "failed" };

/**
 * Under a confirmed order's shipping address, for a signed-in shopper who has not saved it:
 * one button keeps it in their address book. The page does not move; the answer shows in place.
 */
export function SaveAddressOffer({ offered }: { offered: boolean }) {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<SaveAddressResult>({ key: "save-order-address" });
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  const confirmation = useRef<HTMLParagraphElement>(null);
  const saved = result?.status === "saved" || result?.status === "already-saved";

  useEffect(() => {
    if (!saved) return;
    toast.success(t("accountPage.saveOffer.saved"), { id: "address-saved" });
    // The button is gone: the confirmation takes the focus, so a screen reader reads it.
    confirmation.current?.focus();
  }, [saved, t]);

  if (saved) {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-mint/50 bg-mint/10 p-5 font-semibold sm:p-6 dark:border-mint/60"
      >
        <SpriteIcon name="circle-check" className="size-5 shrink-0 text-mint-ink dark:text-green-400" />
        {t("accountPage.saveOffer.saved")}
        <Link to="/addresses" className="ml-auto text-sm text-accent underline">
          {t("accountPage.saveOffer.manage")}
        </Link>
      </p>
    );
  }
  if (!offered) return null;
  return (
    <fetcher.Form
      method="post"
      className="mt-4 flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:p-6"
    >
      <p className="flex-1 text-ink-muted">{t("accountPage.saveOffer.text")}</p>
      {!saving && result && (
        <div className="sm:order-last sm:w-full">
          <ErrorAlert>
            {result.status === "limit"
              ? t("accountPage.addresses.limit", { max: result.max })
              : t("accountPage.errors.failed")}
          </ErrorAlert>
        </div>
      )}
      <button
        type="submit"
        name="intent"
        value="save-address"
        disabled={saving}
        className="button-secondary disabled:cursor-wait disabled:opacity-70"
      >
        {saving ? (
          <SpriteIcon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <SpriteIcon name="bookmark-plus" className="size-4" />
        )}
        {saving ? t("accountPage.saveOffer.saving") : t("accountPage.saveOffer.button")}
      </button>
    </fetcher.Form>
  );
}
