import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { toast } from "~/components/ui/toast";
import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import { Form, useNavigation } from "react-router";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  validateContactMessage,
  type ContactField,
  type ContactFormResult,
} from "~/modules/contact/contact-message";

/**
 * The contact form. The browser checks it with the server's own schema before sending, so
 * most mistakes show at once under their fields; the server checks again and its answer
 * (field problems, or success) is shown the same way. It works without JavaScript too: a
 * plain POST whose answer page shows the problems with the values kept, or the confirmation.
 */
export function ContactForm({ result }: { result: ContactFormResult | undefined }) {
  const { t } = useInfoPagesTranslation();
  const sending = useNavigation().state === "submitting";
  const id = useId();
  const confirmationRef = useRef<HTMLDivElement>(null);

  const { formRef, errorOf, valueOf, formProps } = useCheckedForm({
    fields: CONTACT_FIELDS,
    validate: validateContactMessage,
    answer: result,
    message: (code) => t(`pages.contact.errors.${code}`),
  });
  const [confirmed, setConfirmed] = useState(result?.status === "sent");
  const [messageLength, setMessageLength] = useState(() => valueOf("message", "").length);

  // Each new answer from the server replaces what the form shows (React's pattern for state
  // that follows a prop).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    setConfirmed(result?.status === "sent");
    if (result?.status === "sent") setMessageLength(0);
  }

  // A message sent: empty the form, say so, and move focus to the confirmation so that a
  // screen reader reads it. Once per answer, even if the language changes afterwards.
  const announced = useRef<ContactFormResult | undefined>(undefined);
  useEffect(() => {
    if (result?.status !== "sent" || announced.current === result) return;
    announced.current = result;
    formRef.current?.reset();
    confirmationRef.current?.focus();
    toast.success(t("pages.contact.sent.toast"), { id: "contact-sent" });
  }, [result, t, formRef]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    setConfirmed(false);
    formProps.onSubmit(event);
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    setConfirmed(false);
    const control = event.target as HTMLTextAreaElement;
    if (control.name === "message") setMessageLength(control.value.length);
    formProps.onChange(event);
  }

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    label: t(`pages.contact.${field}`),
    error: errorOf(field),
  });
  const controlProps = (field: ContactField) => ({
    name: field,
    required: true,
    defaultValue: valueOf(field, ""),
  });

  return (
    <Form
      {...formProps}
      onSubmit={checkBeforeSending}
      onChange={changed}
      method="post"
      preventScrollReset
      className="space-y-6"
    >
      {confirmed && (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          className="flex gap-3 rounded-xl border border-mint/50 bg-mint/10 p-4 dark:border-mint/60"
        >
          <SpriteIcon
            name="circle-check"
            className="mt-0.5 size-6 shrink-0 text-mint-ink dark:text-green-400"
          />
          <div>
            <p className="font-semibold">{t("pages.contact.sent.heading")}</p>
            <p className="mt-1 text-sm text-ink-muted">{t("pages.contact.sent.text")}</p>
          </div>
        </div>
      )}
      <p className="text-sm text-ink-muted">{t("pages.contact.requiredNote")}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field {...fieldProps("name")}>
          {(control) => <input {...control} {...controlProps("name")} type="text" autoComplete="name" />}
        </Field>
        <Field {...fieldProps("email")}>
          {(control) => (
            <input
              {...control}
              {...controlProps("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <Field {...fieldProps("subject")}>
        {(control) => <input {...control} {...controlProps("subject")} type="text" autoComplete="off" />}
      </Field>
      <Field
        {...fieldProps("message")}
        hint={t("pages.contact.messageCount", { count: messageLength, max: CONTACT_LIMITS.messageMax })}
      >
        {(control) => <textarea {...control} {...controlProps("message")} rows={7} />}
      </Field>

      {/* The honeypot: display:none keeps it from people, screen readers and autofill. */}
      <div hidden>
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("pages.contact.honeypot")}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      {result?.status === "failed" && !sending && <ErrorAlert>{t("pages.contact.errors.failed")}</ErrorAlert>}
      {result?.status === "limited" && !sending && (
        <ErrorAlert>{t("pages.contact.errors.limited", { count: result.minutes })}</ErrorAlert>
      )}
      <SubmitButton
        busy={sending}
        icon="send"
        label={t("pages.contact.submit")}
        busyLabel={t("pages.contact.sending")}
      />
    </Form>
  );
}
