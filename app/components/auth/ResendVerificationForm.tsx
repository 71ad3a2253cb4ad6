import { useId, useRef } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { emailSchema } from "~/modules/accounts/auth-forms";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { EmailField } from "./EmailField";
import { ResultAlert, SuccessNote } from "./FormNotes";
import { useAuthForm } from "./use-auth-form";

export const RESEND_INTENT = "resend";

const noDone = () => {};

/**
 * "Send the e-mail again": asks for a new confirmation link. With `email` known (the sign-in
 * form's) it is a single button; otherwise the visitor types the address. The answer is the same
 * whether or not the address has an account waiting.
 */
export function ResendVerificationForm({
  email,
  actionData,
  label,
}: {
  email?: string;
  actionData: AuthResult | undefined;
  label: string;
}) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({
    formRef,
    schema: emailSchema,
    actionData,
    onDone: noDone,
    extra: { intent: RESEND_INTENT },
  });
  const sent = form.result?.status === "sent";

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={RESEND_INTENT} />
      {email === undefined ? (
        <EmailField id={`${id}-email`} defaultValue={form.values.email ?? ""} problem={form.field("email")} />
      ) : (
        <input type="hidden" name="email" value={email} />
      )}
      {sent && <SuccessNote>{t("auth.login.resent")}</SuccessNote>}
      <ResultAlert result={form.result} />
      <SubmitButton
        busy={form.busy}
        label={label}
        busyLabel={t("auth.login.resending")}
        className={email === undefined ? "button-primary w-full" : "button-secondary w-full py-2 text-sm"}
      />
    </Form>
  );
}
