import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { PageIntro } from "~/components/pages/PageIntro";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import { showsShipment } from "~/modules/orders/shipment-shown";
import { TRACK_FIELDS, validateTrackForm, type TrackField } from "~/modules/orders/track-form";
import type { TrackAnswer, TrackedOrder } from "~/modules/orders/tracking.server";
import { formatOrderDate } from "./order-dates";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { ShipmentCard } from "./ShipmentCard";
import { StatusTimeline } from "./StatusTimeline";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";

/**
 * `/track` (issue 30, item 2): the look-up form (order number and e-mail), and once an order was
 * found, its status, shipment, lines and history under it. A plain form post: it works without
 * JavaScript, and nothing of the order is in the address.
 */
export function TrackOrderPage({
  answer,
}: {
  answer: (TrackAnswer & { values?: FormValues<TrackField> }) | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const sending = useNavigation().state === "submitting";
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { errorOf, valueOf, formProps } = useCheckedForm({
    fields: TRACK_FIELDS,
    validate: validateTrackForm,
    answer,
    message: (code) => t(`afterSale.track.errors.${code}`),
  });

  // A found order (or the refusal) takes the focus, so that a screen reader reads it.
  useEffect(() => {
    if (answer && answer.status !== "invalid") resultRef.current?.focus();
  }, [answer]);

  const fieldProps = (field: TrackField) => ({
    id: `${id}-${field}`,
    label: t(`afterSale.track.${field}`),
    error: errorOf(field),
  });

  return (
    <>
      <PageIntro title={t("afterSale.track.title")} intro={t("afterSale.track.intro")} />
      <div className="page-container grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label={t("afterSale.track.title")}
          className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm"
        >
          <Form {...formProps} method="post" preventScrollReset className="space-y-5">
            <Field {...fieldProps("number")} hint={t("afterSale.track.numberHint")}>
              {(control) => (
                <input
                  {...control}
                  name="number"
                  type="text"
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="ST-7K3M9Q2X"
                  defaultValue={valueOf("number", "")}
                  className={`${control.className} font-mono uppercase`}
                />
              )}
            </Field>
            <Field {...fieldProps("email")}>
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  required
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  defaultValue={valueOf("email", "")}
                />
              )}
            </Field>
            <SubmitButton
              busy={sending}
              icon="package-search"
              label={t("afterSale.track.submit")}
              busyLabel={t("afterSale.track.submitting")}
              className="button-primary w-full justify-center"
            />
          </Form>
        </section>
        <div ref={resultRef} tabIndex={-1} className="min-w-0 outline-none" aria-live="polite">
          {answer?.status === "not-found" && <ErrorAlert>{t("afterSale.track.notFound")}</ErrorAlert>}
          {answer?.status === "limited" && (
            <ErrorAlert>{t("afterSale.track.limited", { count: answer.minutes })}</ErrorAlert>
          )}
          {answer?.status === "found" && <TrackedOrderView order={answer.order} />}
          {!answer || answer.status === "invalid" ? <TrackingPlaceholder /> : null}
        </div>
      </div>
    </>
  );
}

/** Before any look-up: a friendly picture of what the page will show. */
function TrackingPlaceholder() {
  const { t } = useAccountAreaTranslation();
  return (
    <div className="hidden flex-col items-center justify-center rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted lg:flex">
      <SpriteIcon
        name="truck"
        className="size-14 text-accent motion-safe:animate-[pulse_3s_ease-in-out_infinite]"
      />
      <p className="mt-4 max-w-sm">{t("afterSale.shipment.notYet")}</p>
    </div>
  );
}

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  return (
    <article aria-labelledby="tracked-order" className="space-y-6" data-testid="tracked-order">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="tracked-order" className="text-2xl font-bold break-words sm:text-3xl">
          {t("afterSale.track.resultHeading", { number: order.number })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="-mt-4 text-ink-muted">
        {t("afterSale.track.placed", { date: formatOrderDate(order.createdAt, language) })}
      </p>
      <div className="grid items-start gap-6 md:grid-cols-2">
        {showsShipment(order.status, order.shipment !== null) && <ShipmentCard shipment={order.shipment} />}
        <StatusTimeline events={order.history} />
      </div>
      <section
        aria-labelledby="tracked-items"
        className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
      >
        <h3 id="tracked-items" className="text-lg font-semibold">
          {t("afterSale.track.items")}
        </h3>
        <ul className="mt-3 divide-y divide-line">
          {order.lines.map((line) => (
            <li key={line.productSlug} className="flex items-center gap-4 py-3">
              <img
                src={line.imageUrl ?? PLACEHOLDER_IMAGE}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0 rounded-lg border border-line bg-surface-muted object-cover"
              />
              <p className="min-w-0 flex-1 font-medium break-words">{line.productName}</p>
              <p className="text-sm text-ink-muted tabular-nums">
                {t("checkout.order.quantity", { count: line.quantity })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
