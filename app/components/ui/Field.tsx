import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode } from "react";

/** What the field gives its control: identity, problem state, descriptions and look. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** How a field shows a problem. */
export interface FieldProblem {
  /** The translated problem, shown under the field. */
  error?: string;
  /** The id of the problem's message; `${id}-error` unless given. */
  errorId?: string;
  /**
   * Marked invalid: by default when it shows an `error`. A problem of several fields (such as
   * "Please fill in all fields") shows its message once; the others are marked invalid and
   * described by that message (`errorId`) without a message of their own.
   */
  invalid?: boolean;
}

interface FieldProps extends FieldProblem {
  id: string;
  label: string;
  /** Text under the field that stays (such as a rule or a character count). */
  hint?: ReactNode;
  /** Renders the input, select or textarea with the props given. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field with its problem under it: the label above, the message tied to the
 * control by aria-describedby and aria-invalid, so a screen reader reads it with the field.
 * Every form of the shop draws its fields with it.
 */
export function Field({
  id,
  label,
  error,
  errorId = `${id}-error`,
  invalid = Boolean(error),
  hint,
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [invalid && errorId, hint && hintId].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy || undefined,
        className: clsx(
          // scroll-mt: focusing a field with a problem scrolls it clear of the sticky header.
          "mt-1.5 block w-full scroll-mt-52 rounded-xl border bg-surface px-4 py-3 text-base text-ink transition-colors focus:border-accent",
          // Field borders need 3:1 against the page to be seen (WCAG 1.4.11).
          invalid ? "border-cherry dark:border-red-400" : "border-slate-500",
        ),
      })}
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A problem under its field (or under a group of controls, such as a checkbox or the stars). */
export function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-cherry-ink dark:text-red-300">
      <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
