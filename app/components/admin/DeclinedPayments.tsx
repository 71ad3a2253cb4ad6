import { useRootData } from "~/components/layout/use-root-data";
import { wholeNumber } from "~/lib/formats";
import type { DeclineSummary } from "~/modules/orders/declines.server";
import { useAdminTranslation } from "./use-admin-translation";

/**
 * The dashboard's card-testing figures (decision 037): declined payments in the last 24 hours
 * and the clients refused for them. A sudden rise is a card tester at work.
 */
export function DeclinedPayments({ declines, className }: { declines: DeclineSummary; className: string }) {
  const { t } = useAdminTranslation();
  const number = wholeNumber(useRootData().language);
  return (
    <section aria-labelledby="declined-payments" className={className}>
      <h2 id="declined-payments" className="text-xl font-bold">
        {t("dashboard.declines.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("dashboard.declines.period")}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{t("dashboard.declines.declined")}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">{number.format(declines.declines)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{t("dashboard.declines.clientsStopped")}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">
            {number.format(declines.clientsStopped)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{t("dashboard.declines.note")}</p>
    </section>
  );
}
