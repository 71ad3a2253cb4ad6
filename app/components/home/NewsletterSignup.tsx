import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { useHomeTranslation } from "~/i18n/parts/home";
import { useFetcher, useSearchParams } from "react-router";
import { outcomeMessage, type NewsletterAnswer } from "~/modules/newsletter/outcome";
import type { SignupError } from "~/modules/newsletter/signup-errors";

/**
 * The newsletter box. The address is checked with the server's own schema before it is sent;
 * the fetcher posts it to /api/newsletter without leaving the page. Success clears the field.
 * Without JavaScript the form posts as a page and the server sends the visitor back here with
 * the outcome in the address, which the box then shows until the field is touched. Success means
 * "check your inbox": the address is on the list once the e-mail's link is followed.
 */
export function NewsletterSignup() {
  const { t } = useHomeTranslation();
  const fetcher = useFetcher<NewsletterAnswer>();
  const [error, setError] = useState<SignupError | null>(null);
  const [searchParams] = useSearchParams();
  const [touched, setTouched] = useState(false);
  const reported = touched ? null : outcomeMessage(searchParams);
  const problem = error
    ? t(error)
    : reported && !reported.success
      ? t(reported.message, { count: reported.count })
      : null;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const busy = fetcher.state !== "idle";

  // Each answer is shown once, when it arrives.
  const shown = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || shown.current === answer) return;
    shown.current = answer;
    if ("ok" in answer) {
      // Under the error's id: a success replaces the error it resolves (issue 27 item 4).
      toast.success(t("home.newsletter.subscribed"), { id: "newsletter" });
      form.current?.reset();
    } else {
      toast.error(answer.error, { id: "newsletter" });
    }
  }, [fetcher.state, fetcher.data, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const email = new FormData(event.currentTarget).get("email");
    // The shared schema (and zod with it) loads on the first sign-up, not with the home page.
    const { parseSignup } = await import("~/modules/newsletter/signup-schema");
    const parsed = parseSignup({ email });
    if (!parsed.ok) {
      setError(parsed.error);
      input.current?.focus();
      return;
    }
    setError(null);
    void fetcher.submit(parsed.signup, { method: "post", action: "/api/newsletter" });
  }

  return (
    <section id="newsletter" aria-labelledby={headingId} className="scroll-mt-24 py-16 sm:py-20">
      <div className="page-container">
        <div className="brand-gradient relative overflow-hidden rounded-3xl px-6 py-12 text-white shadow-xl shadow-grape/25 sm:px-12 sm:py-16">
          <SpriteIcon
            name="mail"
            className="absolute -top-6 -right-6 size-40 rotate-12 text-white/10 sm:size-56"
          />
          <div className="relative mx-auto max-w-2xl text-center">
            <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {t("home.newsletter.heading")}
            </h2>
            <p className="mt-3 text-lg text-pretty text-white/95">{t("home.newsletter.text")}</p>
            {/* noValidate: the shared schema checks the address and says what is wrong in the page's language. */}
            <form
              ref={form}
              method="post"
              action="/api/newsletter"
              noValidate
              onSubmit={(event) => void submit(event)}
              className="mx-auto mt-8 max-w-xl text-left"
            >
              <label htmlFor={`${headingId}-email`} className="block font-semibold">
                {t("home.newsletter.emailLabel")}
              </label>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                <input
                  ref={input}
                  id={`${headingId}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  onChange={() => {
                    setError(null);
                    setTouched(true);
                  }}
                  placeholder={t("home.newsletter.emailPlaceholder")}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  className="min-w-0 flex-1 rounded-full border-2 border-transparent bg-white px-5 py-3 text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus-visible:border-grape focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-invalid:border-cherry"
                />
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex items-center justify-center rounded-full bg-frame px-7 py-3 font-semibold text-white shadow-md transition hover:bg-black focus-visible:outline-white disabled:cursor-wait disabled:opacity-80"
                >
                  {busy ? t("home.newsletter.subscribing") : t("home.newsletter.subscribe")}
                </button>
              </div>
              <p id={errorId} role="alert" className="mt-3 flex min-h-6 items-center gap-2 font-semibold">
                {problem && (
                  <>
                    <SpriteIcon name="circle-exclamation-point" className="size-5 shrink-0" />
                    {problem}
                  </>
                )}
              </p>
              {reported?.success && (
                <p role="status" className="flex items-center gap-2 font-semibold">
                  <SpriteIcon name="circle-check" className="size-5 shrink-0" />
                  {t(reported.message)}
                </p>
              )}
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
