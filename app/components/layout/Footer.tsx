import { useFrameLaterTranslation } from "~/i18n/parts/frame-later";
import { Link } from "~/components/ui/Link";
import { Logo } from "~/components/brand/Logo";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { categoryLinks, informationLinks } from "./links";
import { useRootData } from "./use-root-data";
import type { SocialNetwork } from "~/lib/shop-contact";

// The year of this build of the page; a render across New Year may differ, hence the
// suppressed hydration warning where it is shown.
const YEAR = new Date().getFullYear();

// lucide has no brand logos; these stand for the networks, and the label names each one. A
// network links only when the settings give its address (SOCIAL_*_URL).
const socialIcons = {
  instagram: "camera",
  facebook: "thumbs-up",
  x: "bird",
} as const satisfies Record<SocialNetwork, string>;

function LinkColumn({
  heading,
  label,
  links,
}: {
  heading: string;
  label: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-lg leading-snug font-semibold text-frame-ink">{heading}</h2>
      <ul className="footer-links mt-4 space-y-2.5 text-sm">
        {links.map(({ to, label: text }) => (
          <li key={to}>
            <Link to={to}>{text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useFrameLaterTranslation();
  const { language, categoryNames, contact } = useRootData();
  return (
    <footer className="frame bg-frame text-frame-ink">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Link to="/" className="inline-block rounded-full">
            <Logo />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-frame-muted">{t("footer.about")}</p>
          {contact.social.length > 0 && (
            <ul aria-label={t("footer.socialLabel")} className="flex gap-2">
              {contact.social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener"
                    aria-label={t(`footer.${network}`)}
                    className="frame-icon-button bg-frame-raised hover:bg-candy-pink"
                  >
                    <SpriteIcon name={socialIcons[network]} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkColumn
          heading={t("footer.categoriesHeading")}
          label={t("footer.categoriesLabel")}
          links={categoryLinks.map(({ to, slug, labelKey }) => ({
            to,
            // The catalogue's name; the interface's own when the catalogue could not be read (the
            // error page).
            label: categoryNames[slug]?.[language] ?? t(labelKey),
          }))}
        />
        <LinkColumn
          heading={t("footer.informationHeading")}
          label={t("footer.informationLabel")}
          links={informationLinks.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))}
        />
      </div>
      <div className="border-t border-frame-line">
        <div className="page-container flex flex-col gap-2 py-6 text-sm text-frame-muted sm:flex-row sm:justify-between">
          <p suppressHydrationWarning>{t("footer.copyright", { year: YEAR })}</p>
          <p className="font-display text-base text-pink-300">{t("brand.tagline")}</p>
        </div>
      </div>
    </footer>
  );
}
