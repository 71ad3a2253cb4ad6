import { renderToStaticMarkup } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { Logo } from "~/components/brand/Logo";
import { translator } from "~/i18n/setup";
import type { Language } from "~/lib/language";
import { themeInitScript } from "~/lib/theme";
import { OutageContent } from "./OutageContent";

export interface OutagePageOptions {
  language: Language;
  /** The address to try again (the one asked for). */
  retryHref: string;
  /** The shop's stylesheets (the root route's, from the build's manifest). */
  stylesheets: readonly string[];
  /** This answer's CSP nonce, for the theme script; none in development. */
  nonce?: string;
}

/**
 * The page answered with 503 while the database cannot be reached (decision 018): the shop's
 * frame and look (its own stylesheet and fonts), "We'll be right back" in the visitor's
 * language, a link to try again. Static: no React Router, no loader, no database, no bundle;
 * its one script is the theme's, under the answer's nonce, so a dark-theme visitor sees it dark.
 */
export function outagePage({ language, retryHref, stylesheets, nonce }: OutagePageOptions): string {
  const t = translator(language);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t("outage.title")}</title>
        <meta name="description" content={t("outage.message")} />
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <TranslationProvider language={language}>
          <header className="frame bg-frame text-frame-ink">
            <div className="page-container flex h-16 items-center md:h-18">
              <a href="/" className="rounded-lg">
                <Logo markClassName="h-8 w-13 sm:h-10 sm:w-16" />
              </a>
            </div>
          </header>
          <main id="main" className="flex flex-1 items-center">
            <OutageContent retryHref={retryHref} />
          </main>
          <footer className="frame bg-frame text-frame-muted">
            <p className="page-container py-6 text-center text-sm">{t("brand.tagline")}</p>
          </footer>
        </TranslationProvider>
      </body>
    </html>,
  )}`;
}
