import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { formatPrice } from "~/lib/money";
import { parseLanguage } from "~/lib/language";
import { sandboxDeps } from "~/modules/payments/events.server";
import {
  findSandboxPayment,
  finishSandboxAuthentication,
  isPaid,
  returnUrl,
  UnknownPaymentError,
} from "~/modules/payments/sandbox.server";
import type { Route } from "./+types/sandbox-authenticate";

/**
 * /sandbox/authenticate?payment=…&secret=…: the sandbox's stand-in for a bank's 3-D Secure
 * page (test card 4000002500003155). Completing or failing it sends a payment event, then the
 * shopper goes to the payment's return URL, /payment-success?order=….
 */

// The page carries the payment's secret: its HTML is never stored.
export function headers() {
  return PRIVATE_NO_STORE;
}

const notFound = () => data(null, { status: 404 });

export async function loader({ url, context }: Route.LoaderArgs) {
  if (context.env.payments !== "sandbox") throw notFound();
  const query = url.searchParams;
  const clientSecret = query.get("secret") ?? "";
  try {
    const payment = await findSandboxPayment(sandboxDeps(context), clientSecret);
    if (payment.paymentId !== query.get("payment")) throw notFound();
    // Nothing left to authenticate: show the outcome.
    if (isPaid(payment.status) || payment.status === "cancelled") {
      throw redirect(returnUrl(payment.orderNumber), { headers: PRIVATE_NO_STORE });
    }
    return data(
      { clientSecret, orderNumber: payment.orderNumber, totalCents: payment.totalCents },
      { headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    if (error instanceof UnknownPaymentError) throw notFound();
    throw error;
  }
}

const answerForm = z.object({
  secret: z.string().min(1).max(200),
  outcome: z.enum(["complete", "fail"]),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (context.env.payments !== "sandbox") throw notFound();
  const parsed = answerForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  try {
    const { redirectUrl } = await finishSandboxAuthentication(sandboxDeps(context), {
      clientSecret: parsed.data.secret,
      outcome: parsed.data.outcome,
    });
    return redirect(redirectUrl, { status: 303, headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof UnknownPaymentError) throw notFound();
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(`${t("payments.authenticate.metaTitle")} | Sweet Trip`);
}

export default function SandboxAuthenticate({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountAreaTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="page-container flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-lg">
        <p className="flex items-center gap-2 bg-amber-100 px-5 py-3 text-sm font-semibold text-amber-950">
          <SpriteIcon name="flask-conical" className="size-5 shrink-0" />
          {t("payments.authenticate.testMode")}
        </p>
        <div className="p-6 sm:p-8">
          <SpriteIcon name="shield-check" className="size-10 text-accent" />
          <h1 className="mt-3 text-2xl font-semibold">{t("payments.authenticate.heading")}</h1>
          <p className="mt-2 text-ink-muted">{t("payments.authenticate.intro")}</p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-line bg-surface p-4 text-sm">
            <dt className="text-ink-muted">{t("payments.authenticate.merchant")}</dt>
            <dd className="text-right font-medium">{t("payments.authenticate.merchantName")}</dd>
            <dt className="text-ink-muted">{t("payments.authenticate.order")}</dt>
            <dd className="text-right font-medium">{loaderData.orderNumber}</dd>
            <dt className="text-ink-muted">{t("payments.authenticate.amount")}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatPrice(loaderData.totalCents)}</dd>
          </dl>
          <Form method="post" className="mt-6 flex flex-col gap-3">
            <input type="hidden" name="secret" value={loaderData.clientSecret} />
            <button type="submit" name="outcome" value="complete" className="button-primary" disabled={busy}>
              {t("payments.authenticate.complete")}
            </button>
            <button type="submit" name="outcome" value="fail" className="button-secondary" disabled={busy}>
              {t("payments.authenticate.fail")}
            </button>
          </Form>
          <p className="mt-6 text-xs text-ink-muted">{t("payments.authenticate.testModeNote")}</p>
        </div>
      </div>
    </section>
  );
}
