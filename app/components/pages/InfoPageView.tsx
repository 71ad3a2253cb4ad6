import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import type { InfoDocument } from "~/content/info-pages/types";
import { HelpCard } from "./HelpCard";
import { INFO_PAGE_UPDATED, type InfoPage } from "~/content/info-pages/info-pages";
import { LastUpdated } from "./LastUpdated";
import { PageIntro } from "./PageIntro";
import { SectionBody } from "./SectionBody";

/**
 * One information page: title and introduction, a list of its sections to jump to (before
 * the text on small screens, beside it on wide ones), the sections at a readable measure,
 * and an invitation to write to us.
 */
export function InfoPageView({ page, texts }: { page: InfoPage; texts: InfoDocument }) {
  const { t } = useInfoPagesTranslation();
  const sectionId = (index: number) => `${page}-section-${index + 1}`;

  return (
    <>
      <PageIntro title={texts.title} intro={texts.intro}>
        <LastUpdated date={INFO_PAGE_UPDATED[page]} />
      </PageIntro>
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-44 lg:self-start">
          <h2
            id="on-this-page"
            className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            {t("pages.onThisPage")}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-line text-sm">
            {texts.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(index)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-ink-muted transition-colors hover:border-accent hover:text-accent"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-prose">
          {texts.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(index)} className="mt-10 first:mt-0">
              <h2 id={sectionId(index)} className="scroll-mt-44 text-2xl font-semibold">
                {section.heading}
              </h2>
              <SectionBody blocks={section.body} />
            </section>
          ))}
          <HelpCard />
        </article>
      </div>
    </>
  );
}
