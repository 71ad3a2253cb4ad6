import { SpriteIcon } from "~/components/icons/SpriteIcon";
import clsx from "clsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { formatPrice } from "~/lib/money";
import { AmountSkeleton } from "~/components/ui/AmountSkeleton";
import { useCartStore } from "~/components/cart/cart-store";
import { useCartHydrated } from "~/components/cart/use-cart-hydrated";
import { useCartRefresh } from "~/components/cart/use-cart-refresh";
import { hasUnavailableLines, purchasableItems } from "~/modules/cart/quote";
import { orderPrice } from "~/modules/pricing/pricing";
import { quoteCart } from "~/components/cart/cart-api";
import { createPaymentIntent } from "./checkout-api";
import { CouponBox } from "./CouponBox";
import { OrderSummary } from "./OrderSummary";
import { PaymentForm, type PaymentProviderSettings, type PreparedPayment } from "./PaymentForm";
import { PaymentSetup } from "./PaymentSetup";
import { PriceBreakdown } from "./PriceBreakdown";
import { defaultAddressOf, type SavedAddress } from "~/modules/accounts/saved-address";
import { SavedAddressPicker } from "./SavedAddressPicker";
import { ShippingForm } from "./ShippingForm";
import {
  BUYER_FIELDS,
  buyerProblems,
  initialShippingDetails,
  paymentIntentBody,
  shippingFieldProblem,
  shippingProblems,
  withAddress,
  withoutAddress,
  type ShippingErrors,
  type ShippingField,
} from "./shipping-details";
import { useCoupon } from "./use-coupon";
import { GiftOptions } from "./GiftOptions";
import { InsulationOffer } from "./InsulationOffer";
import { extrasRequest, giftProblems, NO_GIFT, type GiftChoice, type GiftErrors } from "./gift-choice";
import { GiftCardBox } from "./GiftCardBox";
import { useGiftCard } from "./use-gift-card";
import { GiftCardCartLine } from "~/components/cart/GiftCardCartLine";
import { giftCardPurchases, giftCardsCents, withGiftCards } from "~/modules/gift-cards/cart-line";
import { giftCardPayment } from "~/modules/gift-cards/rules";
import { MIN_CARD_PAYMENT_CENTS } from "~/modules/payments/provider";

/** The extras' fees and whether insulation is in season today, as the server sets them (decision 075). */
export interface CheckoutExtrasSettings {
  giftWrapFeeCents: number;
  insulationFeeCents: number;
  insulationSeason: boolean;
}
import { SHIPPING_FIELDS } from "~/modules/checkout/checkout-schema";

/**
 * The checkout of spec section 2: shipping form and payment on the left, the order summary,
 * coupon and price breakdown on the right. The figures shown are the browser's; the server
 * recomputes them when the payment is prepared and says so (409) if they were stale.
 */
export function CheckoutPage({
  provider,
  savedAddresses,
  extras,
}: {
  provider: PaymentProviderSettings;
  extras: CheckoutExtrasSettings;
  /** The signed-in shopper's saved addresses (none for a guest). */
  savedAddresses: readonly SavedAddress[];
}) {
  const { t, language } = useAccountAreaTranslation();
  const navigate = useNavigate();
  const { user } = useRootData();
  const items = useCartStore((state) => state.items);
  const giftCards = useCartStore((state) => state.giftCards);
  const notices = useCartStore((state) => state.notices);
  const applyQuote = useCartStore((state) => state.applyQuote);
  const clearCart = useCartStore((state) => state.clearCart);
  const cartLoaded = useCartHydrated();
  const coupon = useCoupon(items);
  const giftCard = useGiftCard();

  const [details, setDetails] = useState(() =>
    initialShippingDetails(user, defaultAddressOf(savedAddresses)),
  );
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT);
  const [giftErrors, setGiftErrors] = useState<GiftErrors>({});
  const [insulationChosen, setInsulationChosen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<{ payment: PreparedPayment; basis: string } | null>(null);
  // Small screens: the order summary starts folded to a bar with the total.
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryId = useId();
  // Set once the payment succeeded: the emptied cart must not send the shopper to /cart.
  const paid = useRef(false);

  // Gift cards alone ship nothing: no address, no gift options (the server decides the same
  // from the lines it is sent; decision 085).
  const nothingToShip = items.length === 0 && giftCards.length > 0;
  // As the cart page counts: lines that can no longer be bought are left out.
  const purchasable = purchasableItems(items, notices);
  // Insulation is offered in its months for a cart holding something that melts (decision 075).
  const meltingNames = purchasable.filter((item) => item.heatSensitive).map((item) => item.name);
  const insulationOffered = extras.insulationSeason && meltingNames.length > 0;
  const insulated = insulationOffered && insulationChosen;
  // Gift cards bought join the subtotal and total, with no shipping and no coupon (decision 085).
  const cardsCents = giftCardsCents(giftCards);
  const breakdown = withGiftCards(
    orderPrice(
      purchasable.map((item) => ({
        unitPriceCents: item.priceCents,
        quantity: item.quantity,
      })),
      coupon.applied && { discountType: "fixed_amount", discountValue: coupon.applied.discountCents },
      {
        giftWrapCents: !nothingToShip && gift.isGift && gift.giftWrap ? extras.giftWrapFeeCents : 0,
        insulationCents: insulated ? extras.insulationFeeCents : 0,
      },
    ),
    cardsCents,
    purchasable.length > 0,
  );
  // What an applied gift card pays of it, as the server will decide it.
  const giftCardPart = giftCard.applied
    ? giftCardPayment({
        totalCents: breakdown.totalCents,
        giftCardsBoughtCents: cardsCents,
        balanceCents: giftCard.applied.availableCents,
        minCardCents: MIN_CARD_PAYMENT_CENTS,
      })
    : null;
  const giftCardCents = giftCardPart?.giftCardCents ?? 0;
  const cartEmpty = items.length === 0 && giftCards.length === 0;
  // What a prepared payment was made for: if the cart, coupon or address changes, it no longer
  // fits and the shopper prepares again (the server replaces the pending order).
  const basis = JSON.stringify([
    items.map((item) => [item.productId, item.quantity]),
    giftCards.map((card) => card.id),
    coupon.applied?.code ?? null,
    giftCard.applied?.code ?? null,
    details,
    extrasRequest(nothingToShip ? NO_GIFT : gift, insulated),
  ]);
  const payment = prepared?.basis === basis ? prepared.payment : null;
  const unavailable = hasUnavailableLines(items, notices);

  useEffect(() => {
    if (cartLoaded && cartEmpty && !paid.current) void navigate("/cart", { replace: true });
  }, [cartLoaded, cartEmpty, navigate]);

  // Prices and stock may have moved since the items were added: refresh once the cart is known,
  // and name the lines again in another language when the shopper switches.
  useCartRefresh(true);

  function changeDetail(field: ShippingField, value: string) {
    setDetails((current) => ({ ...current, [field]: value }));
    // A field that shows a problem is checked again as it is corrected.
    if (errors[field]) {
      const problem = shippingFieldProblem(field, value);
      setErrors(({ [field]: _previous, ...others }) => (problem ? { ...others, [field]: problem } : others));
    }
  }

  // Choosing a saved address (or a new one) replaces the fields, and their old problems.
  function fill(next: (current: typeof details) => typeof details) {
    setDetails(next);
    setErrors({});
  }

  async function prepare(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSetupError(null);
    // The server's own schema, so what passes here passes there.
    const problems = nothingToShip ? buyerProblems(details) : shippingProblems(details);
    setErrors(problems);
    const first = (nothingToShip ? BUYER_FIELDS : SHIPPING_FIELDS).find((field) => problems[field]);
    const giftProblemsFound = nothingToShip ? {} : giftProblems(gift);
    setGiftErrors(giftProblemsFound);
    if (!first && Object.keys(giftProblemsFound).length > 0) {
      // Said beside the button and by the gift's fields: not toasted too (issue 27 item 4).
      setSetupError(t("checkout.setup.invalidFields"));
      const field = giftProblemsFound.recipientName ? "giftRecipientName" : "giftMessage";
      event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    if (first) {
      // Spec section 5: a blank required field gets the spec's message.
      const missing = Object.values(problems).includes("required");
      const message = nothingToShip
        ? t(missing ? "checkout.setup.missingDetails" : "checkout.setup.invalidDetails")
        : t(missing ? "checkout.setup.missingFields" : "checkout.setup.invalidFields");
      // Said beside the button, and by the fields: not toasted too (issue 27 item 4).
      setSetupError(message);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }

    setPreparing(true);
    const answer = await createPaymentIntent({
      ...paymentIntentBody(details, items, breakdown.totalCents, coupon.applied?.code ?? null),
      ...extrasRequest(nothingToShip ? NO_GIFT : gift, insulated),
      giftCards: giftCardPurchases(giftCards),
      giftCardCode: giftCardCents > 0 ? giftCard.applied!.code : null,
    });
    setPreparing(false);
    if (answer.outcome === "ready" && answer.paid) {
      // The gift card paid the whole order: there is no card payment to make (decision 085).
      await finish(answer.orderNumber);
      return;
    }
    if (answer.outcome === "ready") {
      setPrepared({
        payment: {
          clientSecret: answer.clientSecret,
          orderNumber: answer.orderNumber,
          amountCents: answer.amount - (answer.giftCardCents ?? 0),
        },
        basis,
      });
      toast.success(t("checkout.setup.ready"), { id: "checkout-setup" });
      return;
    }
    if (answer.outcome === "stale") {
      const message = t("checkout.setup.pricesChanged", { amount: formatPrice(answer.amount) });
      setSetupError(message);
      const products = await quoteCart(items, language);
      if (products) applyQuote(products);
      return;
    }
    setSetupError(answer.message ?? t("checkout.setup.failed"));
  }

  // The prepared order was cancelled (too many declined payments): back to Prepare Payment,
  // which shows why and prepares a new order when pressed.
  function stopped(message: string) {
    setPrepared(null);
    setSetupError(message);
  }

  async function succeeded() {
    if (!payment) return;
    await finish(payment.orderNumber);
  }

  async function finish(orderNumber: string) {
    paid.current = true;
    toast.success(t("checkout.payment.succeeded"));
    // Emptied once the confirmation is showing, so this page never flashes an empty cart.
    try {
      await navigate(`/order-confirmation/${encodeURIComponent(orderNumber)}`, { replace: true });
    } finally {
      clearCart();
    }
  }

  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("checkout.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("checkout.subtitle")}</p>

      {unavailable && (
        <p
          role="alert"
          className="mt-6 flex items-start gap-2 rounded-xl border border-amber/60 bg-amber/10 p-4"
        >
          <SpriteIcon
            name="triangle-exclamation-point"
            className="mt-0.5 size-5 shrink-0 text-amber-ink dark:text-amber-300"
          />
          <span>
            {t("checkout.unavailable")}{" "}
            <Link to="/cart" className="font-semibold text-accent underline">
              {t("checkout.reviewCart")}
            </Link>
          </span>
        </p>
      )}

      <div className="mt-8 grid grid-cols-1 items-start gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {/* Written first: on small screens it is drawn at the top, folded to a bar with the total
            (issue 27 item 9), and Tab follows what is seen; from lg up it is the sticky column on
            the right, always open. */}
        <aside className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6 lg:sticky lg:top-40 lg:col-start-2 lg:row-start-1">
          <SummaryToggle
            open={summaryOpen}
            controls={summaryId}
            onToggle={() => setSummaryOpen((open) => !open)}
            total={cartLoaded ? formatPrice(breakdown.totalCents) : null}
          />
          <div id={summaryId} className={clsx("space-y-6 max-lg:mt-5", !summaryOpen && "max-lg:hidden")}>
            <OrderSummary items={items} notices={notices} />
            {giftCards.length > 0 && (
              <ul className="-mt-4 divide-y divide-line">
                {giftCards.map((card) => (
                  <GiftCardCartLine key={card.id} card={card} compact />
                ))}
              </ul>
            )}
            <div className="border-t border-line pt-6">
              <CouponBox coupon={coupon} disabled={preparing} />
            </div>
            <div className="border-t border-line pt-6">
              <GiftCardBox giftCard={giftCard} disabled={preparing} />
            </div>
            <div className="border-t border-line pt-6">
              <PriceBreakdown
                breakdown={breakdown}
                couponCode={coupon.applied?.code ?? null}
                pending={!cartLoaded}
                giftCardCents={giftCardCents}
                nothingToShip={purchasable.length === 0}
              />
            </div>
          </div>
        </aside>

        <div className="space-y-8 lg:col-start-1 lg:row-start-1">
          <form
            onSubmit={(event) => void prepare(event)}
            noValidate
            className="space-y-8 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
          >
            {savedAddresses.length > 0 && !nothingToShip && (
              <SavedAddressPicker
                addresses={savedAddresses}
                details={details}
                onPick={(address) => fill((current) => withAddress(current, address))}
                onOther={() => fill(withoutAddress)}
                disabled={preparing}
              />
            )}
            <ShippingForm
              details={details}
              onChange={changeDetail}
              errors={errors}
              disabled={preparing}
              buyerOnly={nothingToShip}
            />
            <div className={clsx("space-y-6 border-t border-line pt-8", nothingToShip && "hidden")}>
              <GiftOptions
                choice={gift}
                onChange={(next) => {
                  setGift(next);
                  // A field that shows a problem is checked again as it is corrected.
                  if (Object.keys(giftErrors).length > 0) setGiftErrors(giftProblems(next));
                }}
                shipping={details}
                giftWrapFeeCents={extras.giftWrapFeeCents}
                errors={giftErrors}
                disabled={preparing}
              />
              {insulationOffered && (
                <InsulationOffer
                  productNames={meltingNames}
                  feeCents={extras.insulationFeeCents}
                  insulated={insulationChosen}
                  onChange={setInsulationChosen}
                  disabled={preparing}
                />
              )}
            </div>
            {!payment && (
              <div className="border-t border-line pt-8">
                <PaymentSetup
                  preparing={preparing}
                  disabled={!cartLoaded || cartEmpty || unavailable}
                  error={setupError}
                  coveredByGiftCard={giftCardPart?.dueCents === 0}
                  nothingToShip={nothingToShip}
                />
              </div>
            )}
          </form>
          {payment && (
            <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
              <PaymentForm
                key={payment.clientSecret}
                payment={payment}
                provider={provider}
                onSucceeded={() => void succeeded()}
                onStopped={stopped}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Small screens only: the bar that unfolds the order summary, saying the total (a placeholder
 * until the stored cart is read).
 */
function SummaryToggle({
  open,
  controls,
  onToggle,
  total,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  total: string | null;
}) {
  const { t } = useAccountAreaTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left lg:hidden"
    >
      <span className="flex items-center gap-2 font-semibold text-accent">
        <SpriteIcon name="shopping-cart" className="size-5 shrink-0" />
        {t(open ? "checkout.summary.hide" : "checkout.summary.show")}
        <SpriteIcon
          name="chevron-down"
          className={clsx(
            "size-4 shrink-0 transition-transform motion-reduce:transition-none",
            open && "rotate-180",
          )}
        />
      </span>
      <span className="text-lg font-bold tabular-nums">{total ?? <AmountSkeleton />}</span>
    </button>
  );
}
