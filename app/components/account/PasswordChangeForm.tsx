import { CircleCheck, KeyRound } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { PASSWORD_FIELDS, validatePasswordChange } from "~/modules/accounts/profile-schema";
import { PasswordField } from "./AccountField";
import { FormProblem } from "./FormProblem";
import { SubmitButton } from "./SubmitButton";
import { useAccountForm } from "./use-account-form";

/** Change password: the current one, then the new one twice (registration's rules). */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const id = useId();
  const { fetcher, formRef, result, errors, busy, onSubmit, onChange } = useAccountForm({
    intent: "password",
    fields: PASSWORD_FIELDS,
    validate: validatePasswordChange,
  });
  const changed = result?.status === "changed" ? result : null;
  const notice = useRef<HTMLParagraphElement>(null);

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
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-6 space-y-5"
      >
        <input type="hidden" name="intent" value="password" />
        {changed && !busy && (
          <p
            ref={notice}
            tabIndex={-1}
            role="status"
            className="flex gap-3 rounded-xl border border-mint/50 bg-mint/10 p-4 text-sm dark:border-mint/60"
          >
            <CircleCheck className="size-5 shrink-0 text-mint-ink dark:text-green-400" aria-hidden="true" />
            {t("accountPage.password.changed")}
          </p>
        )}
        <PasswordField
          id={`${id}-current`}
          name="currentPassword"
          label={t("accountPage.password.current")}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            id={`${id}-new`}
            name="newPassword"
            label={t("accountPage.password.new")}
            autoComplete="new-password"
            hint={t("accountPage.password.hint")}
            error={errors.newPassword}
          />
          <PasswordField
            id={`${id}-confirm`}
            name="confirmPassword"
            label={t("accountPage.password.confirm")}
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
        </div>
        <FormProblem result={result} busy={busy} />
        <SubmitButton
          busy={busy}
          icon={KeyRound}
          label={t("accountPage.password.submit")}
          busyLabel={t("accountPage.password.saving")}
        />
      </fetcher.Form>
    </section>
  );
}
