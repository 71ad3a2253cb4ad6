import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { LogoMark } from "~/components/brand/Logo";

/** The home hero's drift (app.css `floating-candy`), slower and smaller: the sweet waits too. */
const drift = {
  "--candy-rotate": "-6deg",
  "--candy-spin": "12deg",
  "--candy-dx": "0px",
  "--candy-dy": "-10px",
  "--candy-duration": "3.5s",
  "--candy-delay": "0s",
} as CSSProperties;

/**
 * "We'll be right back": what a shopper sees while the database cannot be reached (decision
 * 018). Both in the static outage page the server answers with 503 and in the root error
 * boundary (a client-side navigation answered 503). A plain link, no script: trying again
 * loads the page afresh.
 */
export function OutageContent({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-container flex flex-col items-center py-16 text-center sm:py-24">
      <div className="flex size-36 items-center justify-center rounded-full border border-line bg-surface-muted sm:size-44">
        <span className="floating-candy inline-flex" style={drift}>
          <LogoMark className="h-20 w-32 sm:h-24 sm:w-38" />
        </span>
      </div>
      <h1 className="mt-8 text-3xl font-semibold sm:text-4xl">{t("outage.heading")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t("outage.message")}</p>
      <p className="mt-2 max-w-xl text-ink-muted">{t("outage.cartSafe")}</p>
      <a href={retryHref} className="button-primary mt-8">
        <SpriteIcon name="rotate-cw" className="size-5" />
        {t("outage.tryAgain")}
      </a>
    </section>
  );
}
