import { useCallback, useId, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Trans } from "~/i18n/react";
import { Form, useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { Field } from "~/components/ui/Field";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { signInSchema } from "~/modules/accounts/auth-forms";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { AuthPage, textLinkClass } from "./AuthPage";
import { EmailField } from "./EmailField";
import { InfoNote, ResultAlert, SuccessNote } from "./FormNotes";
import { ResendVerificationForm } from "./ResendVerificationForm";
import { useAuthForm } from "./use-auth-form";

const withRedirect = (path: string, redirectTo: string | null) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

/** Spec section 2, Login. */
export function LoginPage({
  redirectTo,
  notice,
  actionData,
}: {
  /** The page to go back to (already checked to be one of ours), or null. */
  redirectTo: string | null;
  notice: "registered" | "passwordChanged" | null;
  actionData: AuthResult | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const navigate = useNavigate();
  const id = useId();

  // The same page answers two forms; each shows its own answers.
  const resendData = actionData?.intent === "resend" ? actionData : undefined;
  const signInData = actionData?.intent === "resend" ? undefined : actionData;

  const onDone = useCallback(
    (done: { redirectTo: string }) => {
      toast.success(t("auth.login.welcomeBack"));
      // Spec: the sign-in page leaves the history, so Back does not return to it.
      void navigate(done.redirectTo, { replace: true });
    },
    [navigate, t],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ formRef, schema: signInSchema, actionData: signInData, onDone });

  // The note with "Send the e-mail again" stays once shown, also while a new link is asked for.
  const unverifiedEmail =
    form.result?.status === "unverified"
      ? form.result.values.email
      : resendData && "values" in resendData
        ? resendData.values.email
        : undefined;

  // The note from the previous page makes way once the visitor has tried something here.
  const shownNotice = form.result || resendData ? null : notice;

  return (
    <AuthPage
      heading={t("auth.login.heading")}
      intro={
        <Trans
          text={t("auth.login.orRegister")}
          components={{
            register: <Link to={withRedirect("/register", redirectTo)} className={textLinkClass} />,
          }}
        />
      }
    >
      <div className="space-y-6">
        {shownNotice === "registered" && <InfoNote role="status">{t("auth.login.registered")}</InfoNote>}
        {shownNotice === "passwordChanged" && <SuccessNote>{t("auth.login.passwordChanged")}</SuccessNote>}
        {unverifiedEmail !== undefined && (
          <InfoNote role="alert">
            <p>{t("auth.login.unverified")}</p>
            <ResendVerificationForm
              email={unverifiedEmail}
              actionData={resendData}
              label={t("auth.login.resend")}
            />
          </InfoNote>
        )}

        <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <ResultAlert result={form.result} />
          <EmailField
            id={`${id}-email`}
            defaultValue={form.values.email ?? ""}
            problem={form.field("email")}
          />
          <Field id={`${id}-password`} label={t("auth.fields.password")} {...form.field("password")}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                required
                toggleLabel={t("auth.fields.showPassword")}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <label className="flex min-h-6 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="rememberMe"
                defaultChecked={form.values.rememberMe === "on"}
                className="size-4 rounded border-slate-500 accent-grape"
              />
              {t("auth.fields.rememberMe")}
            </label>
            <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
              {t("auth.login.forgot")}
            </Link>
          </div>
          <SubmitButton
            className="button-primary w-full"
            busy={form.busy}
            label={t("auth.login.submit")}
            busyLabel={t("auth.login.submitting")}
          />
        </Form>

        <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          {t("auth.login.or")}
          <span className="h-px flex-1 bg-line" />
        </div>
        <Link to={redirectTo ?? "/products"} className="button-secondary w-full">
          {t("auth.login.guest")}
        </Link>
      </div>
    </AuthPage>
  );
}
