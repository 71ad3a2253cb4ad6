import { useEffect, useRef, useState, type FormEvent } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useFetcher } from "react-router";
import type { AccountActionResult, AccountIntent } from "~/modules/accounts/account-results";
import type { FieldErrors, FormValidation } from "~/modules/accounts/profile-schema";

interface Options<Field extends string> {
  intent: AccountIntent;
  fields: readonly Field[];
  /** The form's schema, the same one the action uses. */
  validate: (form: FormData) => FormValidation<unknown, Field>;
}

/**
 * One of the account page's forms: sent with its own fetcher (the page stays put), checked in
 * the browser with the action's schema before sending, then showing the action's answer. Field
 * problems show under their fields; the first one gets the focus; a field is checked again as
 * it is corrected.
 */
export function useAccountForm<Field extends string>({ intent, fields, validate }: Options<Field>) {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<AccountActionResult>({ key: `account-${intent}` });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  // Each new answer replaces the problems shown (React's pattern for state that follows a prop).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    setErrors(result?.status === "invalid" ? (result.errors as FieldErrors<Field>) : {});
  }

  const focusFirst = (problems: FieldErrors<Field>) => {
    const first = fields.find((field) => problems[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  useEffect(() => {
    if (result?.status === "invalid") focusFirst(result.errors as FieldErrors<Field>);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const validation = validate(new FormData(event.currentTarget));
    if (validation.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(validation.errors);
    focusFirst(validation.errors);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as Field;
    if (!errors[name] || !formRef.current) return;
    const validation = validate(new FormData(formRef.current));
    const problem = validation.success ? undefined : validation.errors[name];
    setErrors(
      ({ [name]: _previous, ...others }) =>
        (problem ? { ...others, [name]: problem } : others) as FieldErrors<Field>,
    );
  }

  /** A field's problem, translated, to show under it. */
  const errorOf = (field: Field) => errors[field] && t(`accountPage.errors.${errors[field]}`);

  return {
    fetcher,
    formRef,
    result,
    errorOf,
    busy: fetcher.state !== "idle",
    /** What the form element takes: see AccountForm. */
    formProps: { fetcher, ref: formRef, onSubmit, onChange },
  };
}
