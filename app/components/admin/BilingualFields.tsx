import clsx from "clsx";
import { useId, type ReactNode } from "react";
import { useAdminTranslation } from "./use-admin-translation";

/** One language's texts of a product or category: its name's field, then its description's. */
export interface LanguageFields {
  name: ReactNode;
  description: ReactNode;
}

/**
 * A catalogue row's name and description, English beside Spanish (decision 023): on wide screens
 * the two languages share three rows (heading, name, description: a subgrid), so each field sits
 * level with its translation; on phones the Spanish follows the English. The headings' hints say
 * what each language is for, and that an empty Spanish field shows the English.
 */
export function BilingualFields({
  english,
  spanish,
  className,
}: {
  english: LanguageFields;
  spanish: LanguageFields;
  className?: string;
}) {
  const { t } = useAdminTranslation();
  return (
    <div className={clsx("grid min-w-0 gap-6 md:grid-cols-2 md:gap-y-5", className)}>
      <Language title={t("frame.languages.english")} hint={t("frame.languages.englishHint")} {...english} />
      <Language title={t("frame.languages.spanish")} hint={t("frame.languages.spanishHint")} {...spanish} />
    </div>
  );
}

function Language({ title, hint, name, description }: { title: string; hint: string } & LanguageFields) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-5 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6 md:row-span-3 md:grid md:grid-rows-subgrid md:space-y-0"
    >
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{hint}</p>
      </div>
      {name}
      {description}
    </section>
  );
}
