import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode } from "react";
import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";

const quickAnswers = [
  { to: "/shipping", labelKey: "information.shipping" },
  { to: "/returns", labelKey: "information.returns" },
  { to: "/privacy", labelKey: "information.privacy" },
  { to: "/terms", labelKey: "information.terms" },
] as const;

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}

/** Beside the contact form: the shop's address, response time and hours, and quick answers. */
export function ContactDetails() {
  const { t } = useInfoPagesTranslation();
  const { email } = useRootData().contact;
  const iconClass = "size-5 text-accent";
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="contact-details"
        className="rounded-2xl border border-line bg-surface-muted p-6"
      >
        <h2 id="contact-details" className="text-xl font-semibold">
          {t("pages.contact.details.heading")}
        </h2>
        <dl className="mt-5 space-y-5">
          {email && (
            <Fact
              icon={<SpriteIcon name="mail" className={iconClass} />}
              term={t("pages.contact.details.emailLabel")}
            >
              <a
                href={`mailto:${email}`}
                className="font-medium break-all text-accent underline underline-offset-2"
              >
                {email}
              </a>
            </Fact>
          )}
          <Fact
            icon={<SpriteIcon name="clock" className={iconClass} />}
            term={t("pages.contact.details.responseLabel")}
          >
            {t("pages.contact.details.response")}
          </Fact>
          <Fact
            icon={<SpriteIcon name="calendar-clock" className={iconClass} />}
            term={t("pages.contact.details.hoursLabel")}
          >
            {t("pages.contact.details.hours")}
          </Fact>
        </dl>
      </section>
      <nav aria-labelledby="quick-answers" className="px-1">
        <h2 id="quick-answers" className="text-xl font-semibold">
          {t("pages.contact.details.helpHeading")}
        </h2>
        <ul className="mt-3 space-y-2">
          {quickAnswers.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={to} className="font-medium text-accent underline-offset-2 hover:underline">
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
