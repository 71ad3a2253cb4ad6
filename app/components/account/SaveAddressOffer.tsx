import { BookmarkPlus, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
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
  const { t } = useTranslation();
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
        className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-mint-ink dark:text-green-400"
      >
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("accountPage.saveOffer.saved")}
        <Link to="/addresses" className="text-accent underline">
          {t("accountPage.saveOffer.manage")}
        </Link>
      </p>
    );
  }
  if (!offered) return null;
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">{t("accountPage.saveOffer.text")}</p>
      {result?.status === "limit" && (
        <ErrorAlert>{t("accountPage.addresses.limit", { max: result.max })}</ErrorAlert>
      )}
      {(result?.status === "failed" || result?.status === "not-found") && (
        <ErrorAlert>{t("accountPage.errors.failed")}</ErrorAlert>
      )}
      <button
        type="submit"
        name="intent"
        value="save-address"
        disabled={saving}
        className="button-secondary px-4 py-2 text-sm disabled:cursor-wait disabled:opacity-70"
      >
        {saving ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <BookmarkPlus className="size-4" aria-hidden="true" />
        )}
        {saving ? t("accountPage.saveOffer.saving") : t("accountPage.saveOffer.button")}
      </button>
    </fetcher.Form>
  );
}
