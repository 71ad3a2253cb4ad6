import { useEffect, useRef, useState, type FormEvent } from "react";

/** No problems: every field of an `Errors` record is optional. */
const noErrors = <Errors>() => ({}) as Errors;

type Validation<Errors> = { success: true } | { success: false; errors: Errors };

/**
 * The field problems of an admin form checked with its action's schema: the browser's check
 * before sending (`check` in onSubmit), then the server's answer (`result`), which replaces the
 * problems shown. The first field with a problem, in the order of `fields`, takes the focus.
 */
export function useFieldErrors<Errors extends Partial<Record<string, string>>>(
  result: { status: string; errors?: Errors } | undefined,
  fields: readonly (keyof Errors & string)[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>(noErrors);

  // Each new answer replaces the problems shown (React's pattern for state that follows a prop).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    setErrors(result?.status === "invalid" && result.errors ? result.errors : noErrors());
  }

  const focusFirst = (problems: Errors) => {
    const first = fields.find((field) => problems[field]);
    // The form's controls, those outside it that name it by its id (`form=`) too.
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  useEffect(() => {
    if (result?.status === "invalid" && result.errors) focusFirst(result.errors);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  /** In onSubmit: sends a valid form, else keeps it and shows its problems. */
  function check(event: FormEvent<HTMLFormElement>, validation: Validation<Errors>) {
    if (validation.success) {
      setErrors(noErrors());
      return;
    }
    event.preventDefault();
    setErrors(validation.errors);
    focusFirst(validation.errors);
  }

  return { formRef, errors, setErrors, check };
}
