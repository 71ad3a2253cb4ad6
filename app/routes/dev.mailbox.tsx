import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { data } from "react-router";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { listMailbox, mailboxAnswers } from "~/modules/mail/mailbox.server";
import { textWithLinks } from "~/modules/mail/text-links";
import type { Route } from "./+types/dev.mailbox";
import { mediumDateTime } from "~/lib/formats";

/**
 * /dev/mailbox: the outbox for developers on this machine, never through a proxy; the not-found
 * page everywhere else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!mailboxAnswers(context.env, context.peerIp, request)) {
    throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  }
  return data({ emails: await listMailbox(context.db) }, { headers: PRIVATE_NO_STORE });
}

// Reset and confirmation links: the HTML is never stored either.
export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("payments.mailbox.metaTitle"));
}

function EmailText({ text }: { text: string }) {
  return (
    <pre className="mt-3 overflow-x-auto font-sans text-sm whitespace-pre-wrap text-ink">
      {textWithLinks(text).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} className="break-all text-accent underline underline-offset-2">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t, language } = useAccountAreaTranslation();
  const time = mediumDateTime(language);
  return (
    <section className="page-container py-10">
      <h1 className="flex items-center gap-3 font-display text-3xl font-semibold">
        <SpriteIcon name="mail" className="size-7 text-accent" />
        {t("payments.mailbox.heading")}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("payments.mailbox.intro")}</p>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-muted p-6 text-ink-muted">
          {t("payments.mailbox.empty")}
        </p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.emails.map((email) => (
            <li key={email.id}>
              <article className="rounded-xl border border-line bg-surface p-5">
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 className="text-lg font-semibold">{email.subject}</h2>
                  <time dateTime={email.createdAt} className="text-sm text-ink-muted tabular-nums">
                    {time.format(new Date(email.createdAt))} UTC
                  </time>
                </header>
                <p className="mt-1 text-sm text-ink-muted">
                  {t("payments.mailbox.to")}: <span className="text-ink">{email.to}</span> ·{" "}
                  {email.sent ? t("payments.mailbox.sent") : t("payments.mailbox.notSent")}
                </p>
                <EmailText text={email.text} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
