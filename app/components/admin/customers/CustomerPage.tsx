import { ArrowLeft } from "lucide-react";
import { DetailFact } from "../AdminList";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { formatPrice } from "~/lib/money";
import { CUSTOMER_ORDERS_SHOWN } from "~/modules/admin/customers/customer-list-query";
import type { CustomerDetail } from "~/modules/admin/customers/customers.server";
import { AdminOrderRow } from "../AdminOrderRow";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { RoleBadge } from "./RoleBadge";
import { RoleControl } from "./RoleControl";
import { wholeNumber } from "~/lib/formats";

const panel = "rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6";

/** /admin/customers/:id: the account, its admin access, and its orders linking to theirs. */
export function CustomerPage({ customer, isSelf }: { customer: CustomerDetail; isSelf: boolean }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const number = wholeNumber(language);

  return (
    <>
      <Link
        to="/admin/customers"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("customers.backToList")}
      </Link>
      <AdminPageHeader
        title={customer.name}
        actions={
          <div className="flex items-center gap-2">
            {isSelf && <span className="text-sm font-semibold text-ink-muted">{t("customers.you")}</span>}
            <RoleBadge isAdmin={customer.isAdmin} />
          </div>
        }
      />

      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <section aria-labelledby="customer-account" className={panel}>
          <h2 id="customer-account" className="text-xl font-bold">
            {t("customers.profile.heading")}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <DetailFact label={t("customers.profile.email")}>
              <span className="break-all">{customer.email}</span>{" "}
              <span className="text-sm text-ink-muted">
                (
                {customer.emailVerified ? t("customers.profile.verified") : t("customers.profile.unverified")}
                )
              </span>
            </DetailFact>
            <DetailFact label={t("customers.profile.phone")}>
              {customer.phone ?? t("customers.profile.noPhone")}
            </DetailFact>
            <DetailFact label={t("customers.profile.joined")}>
              {formatOrderDate(customer.createdAt, language)}
            </DetailFact>
            <DetailFact label={t("customers.profile.orders")}>
              <span className="tabular-nums">{number.format(customer.orderCount)}</span>
            </DetailFact>
            <DetailFact label={t("customers.profile.spent")}>
              <span className="tabular-nums">{formatPrice(customer.spentCents)}</span>
            </DetailFact>
          </dl>
        </section>
        <RoleControl id={customer.id} name={customer.name} isAdmin={customer.isAdmin} isSelf={isSelf} />
      </div>

      <section aria-labelledby="customer-orders" className={`${panel} mt-6`}>
        <h2 id="customer-orders" className="text-xl font-bold">
          {t("customers.orders.heading")}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t("customers.orders.empty")}</p>
        ) : (
          <>
            <ul className="mt-4 divide-y divide-line">
              {customer.orders.map((order) => (
                <AdminOrderRow
                  key={order.number}
                  order={order}
                  note={formatOrderDate(order.createdAt, language)}
                />
              ))}
            </ul>
            {customer.orders.length >= CUSTOMER_ORDERS_SHOWN && (
              <p className="mt-3 text-sm text-ink-muted">
                {t("customers.orders.limited", { count: CUSTOMER_ORDERS_SHOWN })}
              </p>
            )}
          </>
        )}
      </section>
    </>
  );
}
