import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { SpriteIconName } from "~/components/icons/SpriteIcon";
import { useId, useState, type FormEvent } from "react";

/**
 * A code typed at checkout and applied (the coupon's, the gift card's): a labelled field with
 * Apply, then either what the code gives (with its icon and Remove) or why it gives nothing. The
 * message is a status region the field points to, so a screen reader hears it.
 */
export function CodeBox({
  label,
  name,
  placeholder,
  inputLabel,
  applyLabel,
  checking,
  disabled,
  onApply,
  applied,
  onRemove,
  removeLabel,
  problem,
}: {
  label: string;
  name: string;
  placeholder: string;
  /** The field's own name when the heading alone would not say what to type. */
  inputLabel?: string;
  applyLabel: string;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  /** What the applied code gives, with its icon; null while none is applied. */
  applied: { icon: SpriteIconName; text: string } | null;
  onRemove: () => void;
  removeLabel: string;
  problem: string | null;
}) {
  const id = useId();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="font-display text-xl font-semibold">
        {label}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={`${id}-code`}
          name={name}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={inputLabel}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-xl border border-slate-500 bg-surface px-4 py-2.5 uppercase placeholder:normal-case focus:border-accent disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={disabled || checking}
          className="rounded-xl bg-slate-900 px-5 py-2.5 font-semibold text-white transition hover:bg-slate-700 disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
        >
          {applyLabel}
        </button>
      </div>
      <div id={`${id}-message`} role="status" className="mt-2 text-sm">
        {applied ? (
          <p className="flex items-center gap-1.5 font-medium text-mint-ink dark:text-green-400">
            <SpriteIcon name={applied.icon} className="size-4 shrink-0" />
            {applied.text}
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              aria-label={removeLabel}
              title={removeLabel}
              className="ml-auto rounded-full p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <SpriteIcon name="x" className="size-4" />
            </button>
          </p>
        ) : (
          problem && (
            <p className="flex items-start gap-1.5 text-cherry-ink dark:text-red-300">
              <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          )
        )}
      </div>
    </form>
  );
}
