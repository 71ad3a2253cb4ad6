import { OrderCard } from "~/components/orders/OrderCard";
import { useFetcher } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useRootData } from "~/components/layout/use-root-data";
import { Link } from "~/components/ui/Link";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { longDate } from "~/lib/formats";
import { formatPrice } from "~/lib/money";
import type { BoughtGiftCard, RevealAnswer } from "~/modules/gift-cards/reveal.server";
import { formatGiftCardCode } from "~/modules/gift-cards/rules";

type RevealResult = RevealAnswer & { orderNumber: string; token: string | null };

const dayDate = (day: string, language: "en" | "es") =>
  longDate(language).format(new Date(`${day}T00:00:00Z`));

/** Where the order's pages ask for a code (decision 093), with the receipt link's token if any. */
const revealPath = (orderNumber: string, token: string | null | undefined) =>
  `/orders/${encodeURIComponent(orderNumber)}/gift-card-code${token ? `?token=${encodeURIComponent(token)}` : ""}`;

/**
 * The gift cards an order bought, on its buyer's pages (decision 093): for whom, how much, the
 * day it is e-mailed, and its code — shown whole once, when the buyer presses Show code, then
 * only its last four characters.
 */
export function BoughtGiftCards({
  orderNumber,
  cards,
  token,
}: {
  orderNumber: string;
  cards: readonly BoughtGiftCard[];
  /** The receipt link's token, when the page was opened by it. */
  token?: string | null;
}) {
  const { t } = useAccountAreaTranslation();
  if (cards.length === 0) return null;
  return (
    <OrderCard headingId="bought-gift-cards" icon="gift" heading={t("giftCards.bought.heading")}>
      <ul className="mt-4 space-y-4">
        {cards.map((card) => (
          <BoughtCard key={card.id} card={card} orderNumber={orderNumber} token={token} />
        ))}
      </ul>
    </OrderCard>
  );
}

function BoughtCard({
  card,
  orderNumber,
  token,
}: {
  card: BoughtGiftCard;
  orderNumber: string;
  token?: string | null;
}) {
  const { t } = useAccountAreaTranslation();
  const { language } = useRootData();
  const fetcher = useFetcher<RevealResult>({ key: `gift-card-code-${card.id}` });
  const answer = fetcher.data?.cardId === card.id ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-testid="bought-gift-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">{t("giftCards.bought.for", { name: card.recipientName })}</p>
        <p className="text-lg font-bold tabular-nums">{formatPrice(card.amountCents)}</p>
      </div>
      <p className="mt-1 text-sm break-words text-ink-muted">
        {t("giftCards.bought.sendsOn", {
          email: card.recipientEmail,
          date: dayDate(card.deliverOn, language),
        })}
      </p>
      <div className="mt-3">
        {answer?.status === "shown" ? (
          <ShownCode code={answer.code} />
        ) : answer?.status === "gone" ? (
          <p className="text-sm text-ink-muted">{t("giftCards.bought.gone")}</p>
        ) : card.status === "void" ? (
          <p className="text-sm text-ink-muted">{t("giftCards.bought.void")}</p>
        ) : card.status === "disabled" ? (
          <p className="text-sm text-ink-muted">{t("giftCards.bought.disabled")}</p>
        ) : card.status === "pending" ? (
          <p className="text-sm text-ink-muted">{t("giftCards.bought.notYet")}</p>
        ) : card.revealable ? (
          <fetcher.Form method="post" action={revealPath(orderNumber, token)} className="space-y-2">
            <input type="hidden" name="cardId" value={card.id} />
            <p className="text-sm text-ink-muted">{t("giftCards.bought.once")}</p>
            <button type="submit" className="button-secondary" disabled={busy}>
              <SpriteIcon name="eye" className="size-4" />
              {busy ? t("giftCards.bought.showing") : t("giftCards.bought.show")}
            </button>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-ink-muted">
            {card.revealedAt
              ? t("giftCards.bought.shownBefore", {
                  last4: card.last4 ?? "",
                  date: longDate(language).format(new Date(card.revealedAt)),
                })
              : `····${card.last4 ?? ""}`}
          </p>
        )}
      </div>
    </li>
  );
}

function ShownCode({ code }: { code: string }) {
  const { t } = useAccountAreaTranslation();
  return (
    <div
      role="status"
      className="rounded-xl border border-mint-ink/40 bg-mint-ink/10 p-4 dark:border-green-400/40"
    >
      <p className="text-sm font-semibold">{t("giftCards.bought.code")}</p>
      <p
        className="mt-1 font-mono text-xl font-bold tracking-wider break-all select-all sm:text-2xl"
        data-testid="bought-gift-card-code"
      >
        {formatGiftCardCode(code)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t("giftCards.bought.shownNow")}</p>
    </div>
  );
}

/** The answer drawn as a page, for a browser without JavaScript (the form posted whole). */
export function RevealedGiftCardPage({ answer }: { answer: RevealResult }) {
  const { t } = useAccountAreaTranslation();
  const back = `/order-confirmation/${encodeURIComponent(answer.orderNumber)}${
    answer.token ? `?token=${encodeURIComponent(answer.token)}` : ""
  }`;
  return (
    <div className="page-container max-w-xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold">{t("giftCards.bought.revealTitle")}</h1>
      <div className="mt-6">
        {answer.status === "shown" ? (
          <ShownCode code={answer.code} />
        ) : (
          <p className="text-ink-muted">{t("giftCards.bought.gone")}</p>
        )}
      </div>
      <Link to={back} className="button-secondary mt-8">
        {t("giftCards.bought.backToOrder")}
      </Link>
    </div>
  );
}
