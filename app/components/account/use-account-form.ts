import { useFetcher } from "react-router";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useCheckedForm, type FormAnswer } from "~/lib/forms/use-checked-form";
import { useFormAnswer } from "~/lib/forms/use-form-answer";
import type { FormValidation } from "~/lib/forms/validate";
import type { AccountActionResult, AccountIntent } from "~/modules/accounts/account-results";
import type { AccountErrorCode } from "~/modules/accounts/profile-schema";

interface Options<Field extends string> {
  intent: AccountIntent;
  fields: readonly Field[];
  /** The form's schema, the same one the action uses. */
  validate: (form: FormData) => FormValidation<unknown, Field, AccountErrorCode>;
}

/**
 * One of the account page's forms on the form kit (decision 045): sent with its own fetcher (the
 * page stays put), or posted whole without JavaScript; its answers are those of its `intent`.
 */
export function useAccountForm<Field extends string>({ intent, fields, validate }: Options<Field>) {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<AccountActionResult>({ key: `account-${intent}` });
  const result = useFormAnswer(fetcher.data, (answer) => answer.intent === intent);
  const form = useCheckedForm({
    fields,
    validate,
    // The answer of this form's intent, so its fields are this form's.
    answer: result as FormAnswer<Field, AccountErrorCode> | undefined,
    message: (code) => t(`accountPage.errors.${code}`),
  });

  return {
    ...form,
    fetcher,
    result,
    busy: fetcher.state !== "idle",
    /** What the form element takes: see AccountForm. */
    formProps: { ...form.formProps, fetcher },
  };
}
