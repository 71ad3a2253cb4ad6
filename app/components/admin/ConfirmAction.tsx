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
  /** The question's id, which names the confirmation group. */
  questionId: string;
  question: string;
  /** The first button, which asks the question. */
  ask: { icon: SpriteIconName; label: string };
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
    <fetcher.Form method="post" className="mt-4">
      <input type="hidden" name="intent" value={intent} />
      {confirming ? (
        <div ref={group} role="group" aria-labelledby={questionId} className="space-y-3">
          <p id={questionId} className="font-medium">
            {question}
          </p>
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={busy}
              icon={yes.icon}
              label={yes.label}
              busyLabel={yes.busyLabel}
              className={yes.className}
            />
            <button type="button" onClick={cancel} disabled={busy} className="button-secondary">
              {t("frame.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={askButton}
          type="button"
          onClick={() => setConfirming(true)}
          className="button-secondary"
        >
          <SpriteIcon name={ask.icon} className="size-5" />
          {ask.label}
        </button>
      )}
    </fetcher.Form>
  );
}
