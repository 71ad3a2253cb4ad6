import clsx from "clsx";
import { useAdminTranslation } from "../use-admin-translation";

type State = "complete" | "nameMissing" | "descriptionMissing" | "bothMissing";

// Dark text on a light tint (light theme), light text on a deep tint (dark theme): AA in both.
const TONES: Record<State, string> = {
  complete:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40",
  nameMissing:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  descriptionMissing:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
  bothMissing:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40",
};

export function spanishState(missing: { nameMissing: boolean; descriptionMissing: boolean }): State {
  if (missing.nameMissing && missing.descriptionMissing) return "bothMissing";
  if (missing.nameMissing) return "nameMissing";
  return missing.descriptionMissing ? "descriptionMissing" : "complete";
}

/** Whether a category's Spanish texts are all there, as a coloured label. */
export function SpanishStateBadge({
  missing,
}: {
  missing: { nameMissing: boolean; descriptionMissing: boolean };
}) {
  const { t } = useAdminTranslation();
  const state = spanishState(missing);
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset",
        TONES[state],
      )}
    >
      {t(`categories.spanishState.${state}`)}
    </span>
  );
}
