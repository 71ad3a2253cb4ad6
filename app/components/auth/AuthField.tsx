import clsx from "clsx";
import { CircleAlert, Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";

const inputClass =
  // scroll-mt: focusing a field with a problem scrolls it clear of the sticky header.
  "mt-1.5 block w-full scroll-mt-52 rounded-xl border bg-surface px-4 py-3 text-base text-ink transition-colors focus:border-accent";

export interface FieldState {
  /** Marked invalid (aria-invalid). */
  invalid: boolean;
  /** The id of the message that explains the problem, wherever it is shown. */
  describedBy?: string;
  /** The message to show under this field (the first field of a problem carries it). */
  message?: string;
  messageId?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">;

interface AuthFieldProps extends InputProps {
  id: string;
  label: string;
  type?: "text" | "email" | "password";
  state?: FieldState;
  /** Text under the field that stays (such as the password rule). */
  hint?: string;
  /** For a password: the name of its show/hide button. Each password field has its own. */
  toggleLabel?: string;
}

/**
 * A labelled field of the account forms: label above, problem under it tied to the input by
 * aria-describedby. A password field gets its own show/hide toggle (a toggle button, aria-pressed).
 */
export function AuthField({ id, label, type = "text", state, hint, toggleLabel, ...input }: AuthFieldProps) {
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  // The rule under a field makes way for the problem with it.
  const shownHint = state?.message ? undefined : hint;
  const describedBy = [state?.describedBy, shownHint && hintId].filter(Boolean).join(" ") || undefined;
  const isPassword = type === "password";

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={isPassword && visible ? "text" : type}
          aria-invalid={state?.invalid || undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClass,
            isPassword && "pr-13",
            // Field borders need 3:1 against the page to be seen (WCAG 1.4.11).
            state?.invalid ? "border-cherry dark:border-red-400" : "border-slate-500",
          )}
        />
        {isPassword && toggleLabel && (
          <button
            type="button"
            aria-label={toggleLabel}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:text-accent"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {state?.message && <FieldMessage id={state.messageId}>{state.message}</FieldMessage>}
      {shownHint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {shownHint}
        </p>
      )}
    </div>
  );
}

/** A problem under its field. */
export function FieldMessage({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-cherry-ink dark:text-red-300">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
