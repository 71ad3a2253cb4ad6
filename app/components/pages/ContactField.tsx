import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What the field gives its control: identity, error state, descriptions and look. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface ContactFieldProps {
  id: string;
  label: string;
  /** The translated problem to show under the field, if any. */
  error?: string;
  /** Text under the field that stays (such as a character count). */
  hint?: ReactNode;
  /** Renders the input or textarea with the props given. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field with its problem under it: the label above, the message tied to the
 * control by aria-describedby and aria-invalid, so a screen reader reads it with the field.
 */
export function ContactField({ id, label, error, hint, children }: ContactFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: clsx(
          // scroll-mt: focusing a field with a problem scrolls it clear of the sticky header.
          "mt-1.5 block w-full scroll-mt-52 rounded-xl border bg-surface px-4 py-3 text-base text-ink transition-colors focus:border-accent",
          // Field borders need 3:1 against the page to be seen (WCAG 1.4.11).
          error ? "border-cherry dark:border-red-400" : "border-slate-500",
        ),
      })}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-cherry-ink dark:text-red-300">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
