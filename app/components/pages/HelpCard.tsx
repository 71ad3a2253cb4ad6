import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import { Link } from "~/components/ui/Link";

/** The closing invitation of an information page: questions go to the contact form. */
export function HelpCard() {
  const { t } = useInfoPagesTranslation();
  return (
    <section
      aria-labelledby="help-card-heading"
      className="mt-14 flex flex-col gap-4 rounded-2xl border border-line bg-surface-muted p-6 sm:flex-row sm:items-center sm:gap-6"
    >
      <SpriteIcon
        name="message-circle-heart"
        className="size-10 shrink-0 text-candy-pink dark:text-pink-300"
      />
      <div className="flex-1">
        <h2 id="help-card-heading" className="text-xl font-semibold">
          {t("pages.help.heading")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("pages.help.text")}</p>
      </div>
      <Link to="/contact" className="button-primary self-start sm:self-auto">
        {t("pages.help.link")}
      </Link>
    </section>
  );
}
