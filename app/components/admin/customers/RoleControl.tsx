import { ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { RoleActionResult, RoleOutcome } from "~/modules/admin/customers/customer-results";
import { useAdminTranslation } from "../use-admin-translation";

const REFUSALS = {
  "not-found": "customers.access.notFound",
  self: "customers.access.selfRefused",
  "last-admin": "customers.access.lastAdmin",
  "not-admin": "customers.access.notAdmin",
  unchanged: "customers.access.unchanged",
} as const satisfies Record<Exclude<RoleOutcome, "changed">, string>;

/**
 * Promote to admin or demote to shopper, each after a confirmation. An admin's own page offers
 * no demotion (the server refuses it anyway, and keeps the shop's last admin).
 */
export function RoleControl({
  id,
  name,
  isAdmin,
  isSelf,
}: {
  id: string;
  name: string;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<RoleActionResult>({ key: `customer-role-${id}` });
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const askButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const intent = isAdmin ? "demote" : "promote";

  const announced = useRef(fetcher.data);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || announced.current === result) return;
    announced.current = result;
    setConfirming(false);
    if (result.status === "changed") {
      const news = result.intent === "promote" ? "customers.access.promoted" : "customers.access.demoted";
      toast.success(t(news, { name }), { id: news });
    } else {
      toast.error(
        t(result.status === "unknown-intent" ? "customers.access.notFound" : REFUSALS[result.status]),
        {
          id: "customers.access.refused",
        },
      );
    }
  }, [fetcher.data, fetcher.state, name, t]);

  useEffect(() => {
    if (confirming) question.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => askButton.current?.focus());
  };

  return (
    <section
      aria-labelledby="customer-access"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="customer-access" className="text-xl font-bold">
        {t("customers.access.heading")}
      </h2>
      <p className="mt-2 text-ink-muted">
        {isAdmin ? t("customers.access.isAdmin") : t("customers.access.isShopper")}
      </p>
      {isSelf && isAdmin ? (
        <p className="mt-3 text-sm text-ink-muted">{t("customers.access.self")}</p>
      ) : (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={intent} />
          {confirming ? (
            <div ref={question} role="group" aria-labelledby="customer-access-question" className="space-y-3">
              <p id="customer-access-question" className="font-medium">
                {isAdmin
                  ? t("customers.access.demoteConfirm", { name })
                  : t("customers.access.promoteConfirm", { name })}
              </p>
              <div className="flex flex-wrap gap-3">
                <SubmitButton
                  busy={busy}
                  icon={isAdmin ? ShieldOff : ShieldCheck}
                  label={isAdmin ? t("customers.access.demoteYes") : t("customers.access.promoteYes")}
                  busyLabel={isAdmin ? t("customers.access.demoting") : t("customers.access.promoting")}
                  className={isAdmin ? "button-danger" : "button-primary"}
                />
                <button type="button" onClick={cancel} disabled={busy} className="button-secondary">
                  {t("frame.cancel")}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={askButton}
              type="button"
              onClick={() => setConfirming(true)}
              className="button-secondary"
            >
              {isAdmin ? (
                <ShieldOff className="size-5" aria-hidden="true" />
              ) : (
                <ShieldCheck className="size-5" aria-hidden="true" />
              )}
              {isAdmin ? t("customers.access.demote") : t("customers.access.promote")}
            </button>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}
