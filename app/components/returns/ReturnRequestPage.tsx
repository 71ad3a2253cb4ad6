import clsx from "clsx";
import { useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { formatOrderDate } from "~/components/orders/order-dates";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field, FieldMessage } from "~/components/ui/Field";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { FormValues } from "~/lib/forms/validate";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import { IMAGE_TYPES } from "~/modules/admin/products/image-rules";
import {
  QUANTITY_PREFIX,
  RETURN_FIELDS,
  validateReturnForm,
  type ReturnErrorCode,
  type ReturnErrors,
  type ReturnField,
} from "~/modules/returns/return-form";
import { MAX_RETURN_NOTE } from "~/modules/returns/return-rules";
import type { ReturnReason } from "~/db/schema/returns";
import type { ReturnLineChoice } from "~/modules/returns/returns.server";

type Answer = { status: "invalid"; errors: ReturnErrors; values?: FormValues<string> } | { status: "closed" };

/**
 * `/orders/{number}/return` (issue 30, item 1): the lines with how many of each to return, a
 * reason, a note and up to three photos. A plain multipart form post: it works without
 * JavaScript; with it, the form is checked before it is sent and the chosen photos are shown.
 */
export function ReturnRequestPage({
  number,
  lines,
  deadline,
  open,
  replacement = false,
  reasons,
  token,
  orderHref,
  answer,
}: {
  number: string;
  lines: ReturnLineChoice[];
  deadline: string | null;
  open: boolean;
  /** A replacement sent at no charge: a fault only, no prices (decision 096). */
  replacement?: boolean;
  /** The reasons the order allows. */
  reasons: readonly ReturnReason[];
  token: string | null;
  orderHref: string;
  answer: Answer | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const id = useId();
  const sending = useNavigation().state === "submitting";
  const available = Object.fromEntries(lines.map((line) => [line.orderLineId, line.available]));
  const { errorOf, valueOf, formProps } = useCheckedForm<ReturnField, ReturnErrorCode>({
    fields: RETURN_FIELDS,
    validate: (form) => validateReturnForm(form, available, reasons),
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) => t(`returns.request.errors.${code}`),
  });
  const nothingLeft = lines.every((line) => line.available === 0);
  const closed = !open || answer?.status === "closed";
  const action = `/orders/${encodeURIComponent(number)}/return${token ? `?token=${encodeURIComponent(token)}` : ""}`;

  return (
    <div className="page-container max-w-3xl py-10 sm:py-14">
      <Link
        to={orderHref}
        className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-accent hover:underline"
      >
        <SpriteIcon name="chevron-left" className="size-4" />
        {t("returns.request.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t("returns.request.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("returns.request.intro", { number })}</p>
      {replacement && <p className="mt-2 text-ink-muted">{t("returns.request.replacementIntro")}</p>}
      {deadline && !closed && (
        <p className="mt-1 text-sm text-ink-muted">
          {t("returns.request.until", { date: formatOrderDate(deadline, language) })}
        </p>
      )}

      {closed ? (
        <div className="mt-8">
          <ErrorAlert>{t("returns.request.closed")}</ErrorAlert>
        </div>
      ) : nothingLeft ? (
        <p className="mt-8 rounded-2xl border border-line bg-surface-raised p-6">
          {t("returns.request.nothingLeft")}
        </p>
      ) : (
        <Form
          {...formProps}
          method="post"
          action={action}
          encType="multipart/form-data"
          className="mt-8 space-y-8"
        >
          <fieldset
            aria-describedby={`${id}-lines-hint${errorOf("lines") ? ` ${id}-lines-error` : ""}`}
            className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
          >
            <legend className="float-left w-full text-lg font-semibold">{t("returns.request.items")}</legend>
            <p id={`${id}-lines-hint`} className="clear-left pt-1 text-sm text-ink-muted">
              {t("returns.request.itemsHint")}
            </p>
            <ul className="mt-3 divide-y divide-line">
              {lines.map((line) => (
                <ReturnLine
                  key={line.orderLineId}
                  line={line}
                  invalid={Boolean(errorOf("lines"))}
                  defaultValue={valueOf(`${QUANTITY_PREFIX}${line.orderLineId}` as ReturnField, "0")}
                />
              ))}
            </ul>
            {errorOf("lines") && <FieldMessage id={`${id}-lines-error`}>{errorOf("lines")}</FieldMessage>}
          </fieldset>

          <ReasonChoice id={id} reasons={reasons} error={errorOf("reason")} chosen={valueOf("reason", "")} />

          <Field
            id={`${id}-note`}
            label={t("returns.request.note")}
            hint={t("returns.request.noteHint")}
            error={errorOf("note")}
          >
            {(control) => (
              <textarea
                {...control}
                name="note"
                rows={4}
                maxLength={MAX_RETURN_NOTE}
                defaultValue={valueOf("note", "")}
              />
            )}
          </Field>

          <PhotoField id={`${id}-photos`} error={errorOf("photos")} />

          <SubmitButton
            busy={sending}
            icon="send"
            label={t("returns.request.submit")}
            busyLabel={t("returns.request.submitting")}
            className="button-primary w-full justify-center sm:w-auto"
          />
        </Form>
      )}
    </div>
  );
}

function ReturnLine({
  line,
  invalid,
  defaultValue,
}: {
  line: ReturnLineChoice;
  invalid: boolean;
  defaultValue: string;
}) {
  const { t } = useAccountAreaTranslation();
  const inputId = useId();
  const held = line.bought - line.available;
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 py-4 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
      <img
        src={line.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-lg border border-line bg-surface-muted object-cover"
      />
      <div className="min-w-0">
        <p className="font-medium break-words">{line.productName}</p>
        {/* A replacement's lines cost nothing: no price to show. */}
        {(line.unitPriceCents > 0 || held > 0) && (
          <p className="text-sm text-ink-muted tabular-nums">
            {line.unitPriceCents > 0 && formatPrice(line.unitPriceCents)}
            {line.unitPriceCents > 0 && held > 0 && " · "}
            {held > 0 && t("returns.request.alreadyAsked", { count: held })}
          </p>
        )}
      </div>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-3">
        <input
          id={inputId}
          aria-label={t("returns.request.quantity", { name: line.productName })}
          name={`${QUANTITY_PREFIX}${line.orderLineId}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.available}
          step={1}
          defaultValue={line.available === 0 ? "0" : defaultValue}
          disabled={line.available === 0}
          aria-invalid={invalid || undefined}
          className={clsx(
            "w-20 rounded-xl border bg-surface px-3 py-2 text-center text-base tabular-nums disabled:opacity-60",
            invalid ? "border-cherry dark:border-red-400" : "border-slate-500",
          )}
        />
        <span className="text-sm whitespace-nowrap text-ink-muted">
          {t("returns.request.ofBought", { count: line.bought })}
        </span>
      </div>
    </li>
  );
}

function ReasonChoice({
  id,
  reasons,
  error,
  chosen,
}: {
  id: string;
  reasons: readonly ReturnReason[];
  error?: string;
  chosen: string;
}) {
  const { t } = useAccountAreaTranslation();
  return (
    <fieldset aria-describedby={error ? `${id}-reason-error` : undefined}>
      <legend className="text-lg font-semibold">{t("returns.request.reason")}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {reasons.map((reason) => (
          <label
            key={reason}
            className={clsx(
              "flex cursor-pointer items-start gap-3 rounded-2xl border bg-surface-raised p-4 transition-colors has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:ring-2 has-focus-visible:ring-accent",
              error ? "border-cherry dark:border-red-400" : "border-line",
            )}
          >
            <input
              type="radio"
              name="reason"
              value={reason}
              defaultChecked={chosen === reason}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 accent-(--color-accent)"
            />
            <span>
              <span className="block font-semibold">{t(`returns.request.reasons.${reason}`)}</span>
              <span className="block text-sm text-ink-muted">
                {t(`returns.request.reasonHints.${reason}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldMessage id={`${id}-reason-error`}>{error}</FieldMessage>}
    </fieldset>
  );
}

/** The photos' input, and what was chosen shown small (with JavaScript). */
function PhotoField({ id, error }: { id: string; error?: string }) {
  const { t } = useAccountAreaTranslation();
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <Field id={id} label={t("returns.request.photos")} hint={t("returns.request.photosHint")} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            name="photos"
            type="file"
            multiple
            accept={IMAGE_TYPES.join(",")}
            className={`${control.className} file:mr-4 file:rounded-full file:border-0 file:bg-accent/15 file:px-4 file:py-1.5 file:font-semibold file:text-accent`}
            onChange={(event) =>
              setPreviews(
                Array.from(event.currentTarget.files ?? [])
                  .slice(0, 3)
                  .map((file) => URL.createObjectURL(file)),
              )
            }
          />
          {previews.length > 0 && (
            <div className="mt-3 flex gap-3" aria-hidden="true">
              {previews.map((url) => (
                <img
                  key={url}
                  src={url}
                  alt=""
                  className="size-20 rounded-xl border border-line object-cover motion-safe:animate-[fade-in_200ms_ease-out]"
                />
              ))}
            </div>
          )}
        </>
      )}
    </Field>
  );
}
