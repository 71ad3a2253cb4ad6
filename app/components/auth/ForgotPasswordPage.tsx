import { useId, useRef } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Form } from "react-router";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { emailSchema } from "~/modules/accounts/auth-forms";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { AuthPage, textLinkClass } from "./AuthPage";
import { EmailField } from "./EmailField";
import { ResultAlert, SuccessNote } from "./FormNotes";
import { useAuthForm } from "./use-auth-form";

const noDone = () => {};

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage({ actionData }: { actionData: AuthResult | undefined }) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ formRef, schema: emailSchema, actionData, onDone: noDone });

  return (
    <AuthPage
      heading={t("auth.forgot.heading")}
      intro={t("auth.forgot.intro")}
      footer={
        <Link to="/login" className={textLinkClass}>
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        {form.result?.status === "sent" && <SuccessNote>{t("auth.forgot.sent")}</SuccessNote>}
        <ResultAlert result={form.result} />
        <EmailField id={`${id}-email`} defaultValue={form.values.email ?? ""} problem={form.field("email")} />
        <SubmitButton
          className="button-primary w-full"
          busy={form.busy}
          label={t("auth.forgot.submit")}
          busyLabel={t("auth.forgot.submitting")}
        />
      </Form>
    </AuthPage>
  );
}
