import { useEffect, useId, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field, type ControlProps } from "~/components/ui/Field";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { PASSWORD_FIELDS, validatePasswordChange } from "~/modules/accounts/profile-schema";
import { FormProblem } from "./FormProblem";
import { FormSuccess } from "./FormSuccess";
import { AccountForm } from "./AccountForm";
import { useAccountForm } from "./use-account-form";

/** Change password: the current one, then the new one twice (registration's rules). */
export function PasswordChangeForm() {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const form = useAccountForm({
    intent: "password",
    fields: PASSWORD_FIELDS,
    validate: validatePasswordChange,
  });
  const { formRef, result, errorOf, busy } = form;
  const changed = result?.status === "changed" ? result : null;
  const notice = useRef<HTMLParagraphElement>(null);
  // Each password field has a button that shows or hides it, named for what it does next.
  const toggleLabel = { show: t("accountPage.password.show"), hide: t("accountPage.password.hide") };
  const password =
    (name: (typeof PASSWORD_FIELDS)[number], autoComplete: string) => (control: ControlProps) => (
      <PasswordInput
        {...control}
        name={name}
        autoComplete={autoComplete}
        required
        spellCheck={false}
        toggleLabel={toggleLabel}
      />
    );

  useEffect(() => {
    if (!changed) return;
    formRef.current?.reset();
    notice.current?.focus();
    toast.success(t("accountPage.password.changed"), { id: "password-changed" });
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, formRef]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("accountPage.password.heading")}
      </h2>
      <AccountForm {...form.formProps} intent="password">
        {changed && !busy && <FormSuccess ref={notice}>{t("accountPage.password.changed")}</FormSuccess>}
        <Field
          id={`${id}-current`}
          label={t("accountPage.password.current")}
          error={errorOf("currentPassword")}
        >
          {password("currentPassword", "current-password")}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={`${id}-new`}
            label={t("accountPage.password.new")}
            hint={t("accountPage.password.hint")}
            error={errorOf("newPassword")}
          >
            {password("newPassword", "new-password")}
          </Field>
          <Field
            id={`${id}-confirm`}
            label={t("accountPage.password.confirm")}
            error={errorOf("confirmPassword")}
          >
            {password("confirmPassword", "new-password")}
          </Field>
        </div>
        <FormProblem result={result} busy={busy} />
        <SubmitButton
          busy={busy}
          icon="key-round"
          label={t("accountPage.password.submit")}
          busyLabel={t("accountPage.password.saving")}
        />
      </AccountForm>
    </section>
  );
}
