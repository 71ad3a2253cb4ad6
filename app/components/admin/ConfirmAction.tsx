import { useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useAdminTranslation } from "./use-admin-translation";
import { useEachAnswer } from "./use-each-answer";

interface ConfirmActionProps<Data> {
  fetcher: FetcherWithComponents<Data>;
  /** The form's `intent`. */
  intent: string;
  /** Other fields the form posts (hidden), e.g. the id of the row it acts on. */
  fields?: Record<string, string>;
  /** The form's classes: its place in the page (by default, under what comes before it). */
  className?: string;
  /** The question's id, which names the confirmation group. */
  questionId: string;
  question: string;
  /**
   * The first button, which asks the question. `name`, when given, is its accessible name (it
   * should start with the label: "Delete the review by …"); `compact` draws its icon only (in a
   * table's row), named by `name` or the label, which is also its tooltip.
   */
  ask: { icon: SpriteIconName; label: string; name?: string; compact?: boolean };
  /** The button that posts the form. */
  yes: { icon: SpriteIconName; label: string; busyLabel: string; className: string };
}

/**
 * A post that asks first: a button, then the question with "yes" (which takes the focus) and
 * "Cancel" (which gives it back). The question closes when the action answers.
 */
export function ConfirmAction<Data>({
  fetcher,
  intent,
  fields,
  className = "mt-4",
  questionId,
  question,
  ask,
  yes,
}: ConfirmActionProps<Data>) {
  const { t } = useAdminTranslation();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const askButton = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);

  useEachAnswer(fetcher, () => setConfirming(false));

  useEffect(() => {
    if (confirming) group.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => askButton.current?.focus());
  };

  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {fields &&
        Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {confirming ? (
        <div
          ref={group}
          role="group"
          aria-labelledby={questionId}
          // Compact (a table's cell): a narrow column, the buttons one under the other.
          className={ask.compact ? "w-44 space-y-2 text-left text-sm" : "space-y-3"}
        >
          <p id={questionId} className="font-medium">
            {question}
          </p>
          <div className={ask.compact ? "flex flex-col gap-2" : "flex flex-wrap gap-3"}>
            <SubmitButton
              busy={busy}
              icon={yes.icon}
              label={yes.label}
              busyLabel={yes.busyLabel}
              className={ask.compact ? `${yes.className} px-4 py-2 whitespace-nowrap` : yes.className}
            />
            <button
              type="button"
              onClick={cancel}
              disabled={busy}
              className={ask.compact ? "button-secondary px-4 py-2" : "button-secondary"}
            >
              {t("frame.cancel")}
            </button>
          </div>
        </div>
      ) : ask.compact ? (
        <button
          ref={askButton}
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={ask.name ?? ask.label}
          title={ask.label}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised text-ink transition hover:border-cherry hover:text-cherry-ink dark:hover:text-red-300"
        >
          <SpriteIcon name={ask.icon} className="size-4.5" />
        </button>
      ) : (
        <button
          ref={askButton}
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={ask.name}
          className="button-secondary"
        >
          <SpriteIcon name={ask.icon} className="size-5" />
          {ask.label}
        </button>
      )}
    </fetcher.Form>
  );
}
