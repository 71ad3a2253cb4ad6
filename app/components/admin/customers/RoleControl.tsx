import { toast } from "~/components/ui/toast";
import { useFetcher } from "react-router";
import type { RoleActionResult, RoleOutcome } from "~/modules/admin/customers/customer-results";
import { ConfirmAction } from "../ConfirmAction";
import { useAdminTranslation } from "../use-admin-translation";
import { useEachAnswer } from "../use-each-answer";

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
  const intent = isAdmin ? "demote" : "promote";

  useEachAnswer(fetcher, (result) => {
    if (result.status === "changed") {
      const news = result.intent === "promote" ? "customers.access.promoted" : "customers.access.demoted";
      toast.success(t(news, { name }), { id: news });
    } else {
      toast.error(
        t(result.status === "unknown-intent" ? "customers.access.notFound" : REFUSALS[result.status]),
        { id: "customers.access.refused" },
      );
    }
  });

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
        <ConfirmAction
          fetcher={fetcher}
          intent={intent}
          questionId="customer-access-question"
          question={
            isAdmin
              ? t("customers.access.demoteConfirm", { name })
              : t("customers.access.promoteConfirm", { name })
          }
          ask={{
            icon: isAdmin ? "shield-off" : "shield-check",
            label: isAdmin ? t("customers.access.demote") : t("customers.access.promote"),
          }}
          yes={{
            icon: isAdmin ? "shield-off" : "shield-check",
            label: isAdmin ? t("customers.access.demoteYes") : t("customers.access.promoteYes"),
            busyLabel: isAdmin ? t("customers.access.demoting") : t("customers.access.promoting"),
            className: isAdmin ? "button-danger" : "button-primary",
          }}
        />
      )}
    </section>
  );
}
