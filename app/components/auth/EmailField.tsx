import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field, type FieldProblem } from "~/components/ui/Field";

/** The e-mail address of the sign-in, registration and e-mail link forms. */
export function EmailField({
  id,
  defaultValue,
  problem,
}: {
  id: string;
  defaultValue: string;
  problem: FieldProblem | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  return (
    <Field id={id} label={t("auth.fields.email")} {...problem}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}
