import { useEffect, useId, useRef } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field } from "~/components/ui/Field";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { EMAIL_FIELDS, validateEmailChange } from "~/modules/accounts/profile-schema";
import { FormProblem } from "./FormProblem";
import { FormSuccess } from "./FormSuccess";
import { AccountForm } from "./AccountForm";
import { useAccountForm } from "./use-account-form";

/**
 * A new e-mail address: a link goes to it, and the address changes once the link is followed.
 * The page says so plainly, so nobody expects the change at once. The current password is asked
 * as for a new password: a browser left signed in must not hand the account to another address.
 */
export function EmailChangeForm() {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const form = useAccountForm({
    intent: "email",
    fields: EMAIL_FIELDS,
    validate: validateEmailChange,
  });
  const { formRef, result, errorOf, valueOf, busy } = form;
  const sent = result?.status === "sent" ? result : null;
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!sent) return;
    formRef.current?.reset();
    notice.current?.focus();
  }, [sent, formRef]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("accountPage.email.heading")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("accountPage.email.text")}</p>
      <AccountForm {...form.formProps} intent="email">
        {sent && !busy && (
          <FormSuccess ref={notice}>{t("accountPage.email.sent", { email: sent.email })}</FormSuccess>
        )}
        <Field id={`${id}-newEmail`} label={t("accountPage.email.newEmail")} error={errorOf("newEmail")}>
          {(control) => (
            <input
              {...control}
              name="newEmail"
              type="email"
              defaultValue={valueOf("newEmail", "")}
              autoComplete="email"
              required
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          id={`${id}-currentPassword`}
          label={t("accountPage.password.current")}
          error={errorOf("currentPassword")}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="currentPassword"
              autoComplete="current-password"
              required
              spellCheck={false}
              toggleLabel={{ show: t("accountPage.password.show"), hide: t("accountPage.password.hide") }}
            />
          )}
        </Field>
        <FormProblem result={result} busy={busy} />
        <SubmitButton
          busy={busy}
          icon="send"
          label={t("accountPage.email.submit")}
          busyLabel={t("accountPage.email.sending")}
        />
      </AccountForm>
    </section>
  );
}
