import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { FieldProblem } from "~/components/ui/Field";
import {
  AUTH_ERROR_PARAMS,
  validateAuthForm,
  type AuthField,
  type AuthProblem,
} from "~/modules/accounts/auth-forms";
import { ENHANCED_FIELD, type AuthResult } from "~/modules/accounts/auth-results";

type Done = Extract<AuthResult, { status: "done" }>;

/**
 * One account form, progressively enhanced. Without JavaScript it is a plain POST and the page
 * shows the action's answer (`actionData`). With it, the shared schema checks the fields first
 * (so mistakes show at once, in the spec's order); then a fetcher posts, and a success calls
 * `onDone` (a toast, then the next page). The server checks everything again.
 */
export function useAuthForm<S extends z.ZodType<object>>({
  schema,
  actionData,
  onDone,
  extra,
  formRef,
}: {
  schema: S;
  /** The form element, to focus the first field with a problem. */
  formRef: RefObject<HTMLFormElement | null>;
  actionData: AuthResult | undefined;
  onDone: (done: Done) => void;
  /** Fields to add to the posted form (e.g. an intent). */
  extra?: Record<string, string>;
}) {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<AuthResult>();
  const messageId = useId();
  const [clientProblem, setClientProblem] = useState<AuthProblem | null>(null);

  // Busy while posting, and after a success until the next page replaces this one.
  const busy = fetcher.state !== "idle" || fetcher.data?.status === "done";
  // The latest answer; none while a new one is on its way.
  const result = busy ? undefined : (fetcher.data ?? actionData);
  const problem = clientProblem ?? (result?.status === "invalid" ? result.problem : null);

  // Each answer is acted on once, when it arrives.
  const handled = useRef<AuthResult | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === "done") onDone(answer);
    else if (answer.status === "invalid") focusField(formRef.current, answer.problem.fields[0]);
  }, [fetcher.state, fetcher.data, onDone, formRef]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const validation = validateAuthForm(schema, formData);
    if (!validation.success) {
      setClientProblem(validation.problem);
      focusField(event.currentTarget, validation.problem.fields[0]);
      return;
    }
    setClientProblem(null);
    for (const [name, value] of Object.entries(extra ?? {})) formData.set(name, value);
    formData.set(ENHANCED_FIELD, "1");
    void fetcher.submit(formData, { method: "post" });
  }

  /**
   * How a field shows the current problem: marked and described by its message, which the
   * first field of the problem shows.
   */
  function field(name: AuthField): FieldProblem | undefined {
    if (!problem?.fields.includes(name)) return undefined;
    const first = problem.fields[0] === name;
    return {
      invalid: true,
      errorId: messageId,
      error: first ? t(`auth.errors.${problem.code}`, AUTH_ERROR_PARAMS) : undefined,
    };
  }

  return { onSubmit, busy, result, field, values: valuesOf(result) };
}

/** What the visitor typed, given back by a page rendered without JavaScript. */
function valuesOf(result: AuthResult | undefined) {
  return result && "values" in result ? result.values : {};
}

function focusField(form: HTMLFormElement | null, name: AuthField | undefined) {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
