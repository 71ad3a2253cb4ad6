import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useFrameLaterTranslation } from "~/i18n/parts/frame-later";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";

const suggestions = [
  { to: "/featured", labelKey: "notFound.featured" },
  { to: "/category/japanese-snacks", labelKey: "categories.japaneseSnacks" },
  { to: "/category/korean-treats", labelKey: "categories.koreanTreats" },
  { to: "/new-arrivals", labelKey: "nav.newArrivals" },
  { to: "/track", labelKey: "information.track" },
] as const;

/** The not-found page's content: for unknown addresses and for any 404 a route throws. */
export function NotFoundContent() {
  const { t } = useFrameLaterTranslation();
  const navigate = useNavigate();
  return (
    <section className="page-container flex flex-col items-center py-16 text-center sm:py-24">
      <p className="font-display text-8xl font-bold text-accent sm:text-9xl">{t("notFound.code")}</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t("notFound.message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="button-primary">
          <SpriteIcon name="house" className="size-5" />
          {t("notFound.goHome")}
        </Link>
        <button type="button" onClick={() => void navigate(-1)} className="button-secondary">
          <SpriteIcon name="arrow-left" className="size-5" />
          {t("notFound.goBack")}
        </button>
      </div>
      <h2 className="mt-14 text-xl font-semibold">{t("notFound.suggestionsHeading")}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {suggestions.map(({ to, labelKey }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-block rounded-full border border-line bg-surface-muted px-4 py-2 text-sm font-medium text-accent transition-colors hover:border-accent"
            >
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
