import clsx from "clsx";
import { useCallback, useId, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Trans } from "~/i18n/react";
import { Form, useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { Field, FieldMessage } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { MAX_NAME_LENGTH, registerSchema } from "~/modules/accounts/auth-forms";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { AuthPage, textLinkClass } from "./AuthPage";
import { EmailField } from "./EmailField";
import { ResultAlert } from "./FormNotes";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAuthForm } from "./use-auth-form";

/** Spec section 2, Registration. */
export function RegisterPage({
  redirectTo,
  actionData,
}: {
  redirectTo: string | null;
  actionData: AuthResult | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const navigate = useNavigate();
  const id = useId();

  const onDone = useCallback(
    (done: { redirectTo: string; signedIn: boolean }) => {
      toast.success(t(done.signedIn ? "auth.register.createdSignedIn" : "auth.register.created"));
      void navigate(done.redirectTo);
    },
    [navigate, t],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm({ formRef, schema: registerSchema, actionData, onDone });
  const terms = form.field("terms");

  const text = (name: "firstName" | "lastName", autoComplete: string) => (
    <Field id={`${id}-${name}`} label={t(`auth.fields.${name}`)} {...form.field(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          autoComplete={autoComplete}
          maxLength={MAX_NAME_LENGTH}
          required
          defaultValue={form.values[name] ?? ""}
        />
      )}
    </Field>
  );

  return (
    <AuthPage
      heading={t("auth.register.heading")}
      intro={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link
            to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
            className={textLinkClass}
          >
            {t("auth.register.signIn")}
          </Link>
        </>
      }
    >
      <Form ref={formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <ResultAlert result={form.result} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", "given-name")}
          {text("lastName", "family-name")}
        </div>
        <EmailField id={`${id}-email`} defaultValue={form.values.email ?? ""} problem={form.field("email")} />
        <NewPasswordFields
          id={id}
          labels={{ password: t("auth.fields.password"), confirmPassword: t("auth.fields.confirmPassword") }}
          problemOf={form.field}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-terms`}
              type="checkbox"
              name="terms"
              required
              defaultChecked={form.values.terms === "on"}
              aria-invalid={terms?.invalid || undefined}
              aria-describedby={terms?.errorId}
              className={clsx(
                "mt-0.5 size-4 shrink-0 rounded accent-grape",
                terms?.invalid && "outline-2 outline-offset-2 outline-cherry",
              )}
            />
            <label htmlFor={`${id}-terms`} className="text-sm">
              <Trans
                text={t("auth.register.terms")}
                components={{
                  terms: <Link to="/terms" className={textLinkClass} />,
                  privacy: <Link to="/privacy" className={textLinkClass} />,
                }}
              />
            </label>
          </div>
          {terms?.error && <FieldMessage id={terms.errorId}>{terms.error}</FieldMessage>}
        </div>
        <SubmitButton
          className="button-primary w-full"
          busy={form.busy}
          label={t("auth.register.submit")}
          busyLabel={t("auth.register.submitting")}
        />
      </Form>
    </AuthPage>
  );
}
