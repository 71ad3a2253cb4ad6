import type { ReactNode } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import { LogoMark } from "~/components/brand/Logo";

/**
 * The frame of the account pages (sign in, register, e-mail links, password reset): the logo
 * linking home (spec), a heading, a line under it, and one card holding the form.
 */
export function AuthPage({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the neighbouring pages. */
  footer?: ReactNode;
}) {
  const { t } = useAccountAreaTranslation();
  return (
    <section className="bg-surface-muted px-4 py-10 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <Link
          to="/"
          aria-label={t("auth.homeLink")}
          className="mx-auto flex w-fit rounded-xl p-1 transition-transform hover:scale-105"
        >
          <LogoMark className="h-12 w-20" />
        </Link>
        <h1 className="mt-4 text-center text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h1>
        {intro && <div className="mt-3 text-center text-pretty text-ink-muted">{intro}</div>}
        <div className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-lg shadow-grape/5 sm:p-8">
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </div>
    </section>
  );
}

/** A link in the accent colour, underlined on hover: for links inside the account pages' texts. */
export const textLinkClass =
  "rounded font-semibold text-accent underline-offset-2 hover:underline focus-visible:underline";
