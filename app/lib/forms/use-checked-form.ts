import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldErrors, FormValidation, FormValues } from "./validate";

/** What the kit reads from a form's answer: field problems when refused, what was typed (no JS). */
export interface FormAnswer<Field extends string, Code extends string> {
  status: string;
  errors?: FieldErrors<Field, Code>;
  values?: FormValues<Field>;
}

interface CheckedFormOptions<Field extends string, Code extends string> {
  /** The form's fields in the order shown: the first with a problem takes the focus. */
  fields: readonly Field[];
  /** The form's check, the one its action runs too. */
  validate: (form: FormData) => FormValidation<unknown, Field, Code>;
  /** The server's latest answer to this form (`useFormAnswer`). */
  answer: FormAnswer<Field, Code> | undefined;
  /** A problem's words in the page's language. */
  message: (code: Code, field: Field) => string;
  /** Fields whose rule follows another's value: checked again when that one changes. */
  linked?: Partial<Record<Field, readonly Field[]>>;
}

const problemsIn = <Field extends string, Code extends string>(answer?: FormAnswer<Field, Code>) =>
  (answer?.status === "invalid" && answer.errors) || {};

/**
 * The browser's half of the form kit (decision 045). The form is checked with its action's schema
 * before it is sent: a refused form is not sent, its problems show under their fields and the
 * first one takes the focus. Then the server's answer replaces what is shown; a field showing a
 * problem is checked again as it is corrected. Without JavaScript the page drawn from the answer
 * shows the same problems (the first render reads them) and what was typed (`valueOf`).
 */
export function useCheckedForm<Field extends string, Code extends string>({
  fields,
  validate,
  answer,
  message,
  linked,
}: CheckedFormOptions<Field, Code>) {
  const formRef = useRef<HTMLFormElement>(null);
  // A page of several forms sharing one check spreads `formProps` without the ref: the form last
  // sent is the one whose answer is awaited.
  const sentForm = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field, Code>>(() => problemsIn(answer));

  // Each new answer replaces the problems shown (React's pattern for state that follows a prop).
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setErrors(problemsIn(answer));
  }

  const focusFirst = (problems: FieldErrors<Field, Code>) => {
    const form = sentForm.current?.isConnected ? sentForm.current : formRef.current;
    const first = fields.find((field) => problems[field]);
    if (form && first) focusControl(form, first);
  };

  useEffect(() => {
    if (answer?.status === "invalid") focusFirst(problemsIn(answer));
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  /** The form's onSubmit: lets a valid form go, keeps an invalid one. True when it goes. */
  function onSubmit(event: FormEvent<HTMLFormElement>): boolean {
    sentForm.current = event.currentTarget;
    const validation = validate(new FormData(event.currentTarget));
    if (validation.success) {
      setErrors({});
      return true;
    }
    event.preventDefault();
    setErrors(validation.errors);
    focusFirst(validation.errors);
    return false;
  }

  /** Checks again the field named (and the fields linked to it) if it shows a problem. */
  function recheck(name: string, form = formRef.current ?? sentForm.current) {
    const watched = [name, ...(linked?.[name as Field] ?? [])] as Field[];
    if (!form || !watched.some((field) => errors[field])) return;
    const validation = validate(new FormData(form));
    setErrors((current) => {
      const next = { ...current };
      for (const field of watched) {
        const problem = validation.success ? undefined : validation.errors[field];
        if (problem) next[field] = problem;
        else delete next[field];
      }
      return next;
    });
  }

  /** The form's onChange: every control's change reaches it. */
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    recheck((event.target as HTMLInputElement).name, event.currentTarget);

  return {
    formRef,
    errors,
    /** The field's problem in the page's language, to show under it. */
    errorOf: (field: Field) => {
      const code = errors[field];
      return code === undefined ? undefined : message(code, field);
    },
    /** What was typed into the field, given back to a page posted without JavaScript, else `initial`. */
    valueOf: (field: Field, initial: string) => answer?.values?.[field] ?? initial,
    recheck,
    clearErrors: () => setErrors({}),
    /** What the form element takes: the browser's own check is the schema's, not the browser's. */
    formProps: { ref: formRef, noValidate: true, onSubmit, onChange },
  };
}

/** Focuses a field's control; of a radio group, the chosen radio or else the first. */
function focusControl(form: HTMLFormElement, name: string) {
  // `elements` also holds the controls outside the form that name it (`form=`).
  const control = form.elements.namedItem(name);
  const target =
    control instanceof RadioNodeList
      ? (Array.from(control).find((radio) => (radio as HTMLInputElement).checked) ?? control[0])
      : control;
  if (target instanceof HTMLElement) target.focus();
}
