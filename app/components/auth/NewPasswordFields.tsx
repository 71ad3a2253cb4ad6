import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field, type FieldProblem } from "~/components/ui/Field";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { AUTH_ERROR_PARAMS } from "~/modules/accounts/auth-forms";

/**
 * A new password, typed twice (registration, password reset): the rule under the first, and a
 * show/hide toggle for each with a name of its own.
 */
export function NewPasswordFields({
  id,
  labels,
  problemOf,
}: {
  id: string;
  labels: { password: string; confirmPassword: string };
  problemOf: (name: "password" | "confirmPassword") => FieldProblem | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  const passwordProblem = problemOf("password");
  return (
    <>
      <Field
        id={`${id}-password`}
        label={labels.password}
        // The rule under the field makes way for a problem with it.
        hint={passwordProblem?.error ? undefined : t("auth.fields.passwordHint", AUTH_ERROR_PARAMS)}
        {...passwordProblem}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            toggleLabel={t("auth.fields.showPassword")}
          />
        )}
      </Field>
      <Field id={`${id}-confirm`} label={labels.confirmPassword} {...problemOf("confirmPassword")}>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            required
            toggleLabel={t("auth.fields.showConfirmPassword")}
          />
        )}
      </Field>
    </>
  );
}
