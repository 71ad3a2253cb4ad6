import { useCallback, useId, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Form, useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { newPasswordSchema } from "~/modules/accounts/auth-forms";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { AuthPage, textLinkClass } from "./AuthPage";
import { ResultAlert } from "./FormNotes";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAuthForm } from "./use-auth-form";

/** /reset-password: a new password, or, for a link that no longer works, a way to ask again. */
export function ResetPasswordPage({
  token,
  actionData,
}: {
  /** The link's token while it can be used; null once used, expired or unknown. */
  token: string | null;
  actionData: AuthResult | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const navigate = useNavigate();
  const id = useId();
  const onDone = useCallback(
    (done: { redirectTo: string }) => {
      toast.success(t("auth.reset.changed"));
      void navigate(done.redirectTo, { replace: true });
    },
    [navigate, t],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ formRef, schema: newPasswordSchema, actionData, onDone });

  if (!token || form.result?.status === "expired")
    return (
      <AuthPage
        heading={t("auth.reset.expiredHeading")}
        intro={t("auth.reset.expiredText")}
        footer={
          <Link to="/login" className={textLinkClass}>
            {t("auth.backToSignIn")}
          </Link>
        }
      >
        <Link to="/forgot-password" className="button-primary w-full">
          {t("auth.reset.askAgain")}
        </Link>
      </AuthPage>
    );

  return (
    <AuthPage heading={t("auth.reset.heading")} intro={t("auth.reset.intro")}>
      <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <ResultAlert result={form.result} />
        <NewPasswordFields
          id={id}
          labels={{
            password: t("auth.fields.newPassword"),
            confirmPassword: t("auth.fields.confirmNewPassword"),
          }}
          problemOf={form.field}
        />
        <SubmitButton
          className="button-primary w-full"
          busy={form.busy}
          label={t("auth.reset.submit")}
          busyLabel={t("auth.reset.submitting")}
        />
      </Form>
    </AuthPage>
  );
}
