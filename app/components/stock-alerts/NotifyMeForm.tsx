import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { Field, FieldMessage } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useTranslation } from "~/i18n/react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import type { StockAlertAnswer } from "~/modules/stock-alerts/alert-answer";
import { ALERT_FIELDS, validateAlert } from "~/modules/stock-alerts/alert-schema";

/** Outcomes that end the form: the words shown in its place. */
type Done = "waiting" | "checkInbox" | "inStock";
const isDone = (status: StockAlertAnswer["status"]): status is Done =>
  status === "waiting" || status === "checkInbox" || status === "inStock";

/**
 * "Notify me": an address for one e-mail when the product is back (decision 065). A signed-in
 * shopper's own address is filled in (in the browser: the page it sits on is shared and carries
 * no one's address) and waits at once; any other gets a confirmation link first. The form kit
 * checks the address before sending (decision 045); without JavaScript it posts as a page to
 * /notify-me and the answer is drawn there.
 */
export function NotifyMeForm({
  product,
  pageAnswer,
  onDone,
}: {
  product: { id: string; name: string };
  /** The action's answer when /notify-me was posted as a page (without JavaScript). */
  pageAnswer?: StockAlertAnswer;
  /** Called once the alert is taken. */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const fetcher = useFetcher<StockAlertAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const id = useId();
  const outcome = useRef<HTMLParagraphElement>(null);
  const form = useCheckedForm({
    fields: ALERT_FIELDS,
    validate: validateAlert,
    answer: answer?.status === "invalid" ? answer : undefined,
    message: (code) => t(`product.stockAlert.errors.${code}`),
  });
  const done = answer && isDone(answer.status) ? answer.status : null;
  useEffect(() => {
    if (!done) return;
    outcome.current?.focus();
    onDone?.();
  }, [done, onDone]);

  if (done)
    return (
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-xl bg-surface-muted p-4 font-medium outline-none"
      >
        <SpriteIcon
          name={done === "checkInbox" ? "mail-check" : "circle-check"}
          className="mt-0.5 size-5 shrink-0 text-mint-ink dark:text-green-300"
        />
        {t(`product.stockAlert.${done}`, { name: product.name })}
      </p>
    );

  const problem =
    answer?.status === "limited"
      ? t("product.stockAlert.limited", { count: answer.minutes })
      : answer?.status === "unknown" || answer?.status === "failed"
        ? t(`product.stockAlert.${answer.status}`)
        : null;
  return (
    <fetcher.Form method="post" action="/notify-me" {...form.formProps} className="space-y-4">
      <input type="hidden" name="intent" value="ask" />
      <input type="hidden" name="productId" value={product.id} />
      <Field id={`${id}-email`} label={t("product.stockAlert.emailLabel")} error={form.errorOf("email")}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            // The visitor's own address is filled in by the browser once it knows them.
            key={user?.email ?? "visitor"}
            defaultValue={form.valueOf("email", user?.email ?? "")}
          />
        )}
      </Field>
      {!user && <p className="text-sm text-ink-muted">{t("product.stockAlert.visitorNote")}</p>}
      {problem && <FieldMessage>{problem}</FieldMessage>}
      <SubmitButton
        className="button-primary w-full"
        busy={fetcher.state !== "idle"}
        label={t("product.stockAlert.submit")}
        busyLabel={t("product.stockAlert.sending")}
      />
    </fetcher.Form>
  );
}
