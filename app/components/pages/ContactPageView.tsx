import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import type { ContactFormResult } from "~/modules/contact/contact-message";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";
import { PageIntro } from "./PageIntro";

/** The contact page: the form in a card, and beside it (below on small screens) our details. */
export function ContactPageView({ result }: { result: ContactFormResult | undefined }) {
  const { t } = useInfoPagesTranslation();
  return (
    <>
      <PageIntro title={t("pages.contact.title")} intro={t("pages.contact.intro")} />
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
            {t("pages.contact.formHeading")}
          </h2>
          <ContactForm result={result} />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
