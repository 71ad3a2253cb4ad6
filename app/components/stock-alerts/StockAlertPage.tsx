import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Link } from "~/components/ui/Link";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useTranslation } from "~/i18n/react";
import type { AlertLinkView, StockAlertAnswer } from "~/modules/stock-alerts/alert-answer";
import { NotifyMeForm } from "./NotifyMeForm";

type ActionData = StockAlertAnswer | { confirmed: "confirmed" | "unknown" } | undefined;

function Card({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="page-container flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-line bg-surface-raised p-6 shadow-lg sm:p-8">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
        {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * /notify-me (decision 065): the "Notify me" form of one product (where the card's and the product
 * page's button lead without JavaScript), or the page of a confirmation e-mail's link: "Confirm
 * alert", then what it means.
 */
export function StockAlertPage({
  link,
  product,
  actionData,
}: {
  link: AlertLinkView | null;
  product: { id: string; name: string; slug: string; outOfStock: boolean } | null;
  actionData: ActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const backToShop = (
    <Link to="/products" className="button-secondary w-full">
      {t("product.stockAlert.backToShop")}
    </Link>
  );

  if (link) {
    const confirmed = actionData && "confirmed" in actionData ? actionData.confirmed : null;
    if (link.state === "unknown" || confirmed === "unknown")
      return (
        <Card heading={t("product.stockAlert.unknownTitle")} intro={t("product.stockAlert.unknownText")}>
          {backToShop}
        </Card>
      );
    const backToProduct = (
      <Link to={`/product/${link.productSlug}`} className="button-secondary w-full">
        {t("product.stockAlert.backToProduct", { name: link.productName })}
      </Link>
    );
    if (link.state === "confirmed" || confirmed === "confirmed")
      return (
        <Card
          heading={t("product.stockAlert.confirmedTitle")}
          intro={t("product.stockAlert.confirmedText", { name: link.productName })}
        >
          <div className="flex flex-col items-center gap-6">
            <SpriteIcon name="party-popper" className="size-12 text-candy-pink dark:text-pink-300" />
            {backToProduct}
          </div>
        </Card>
      );
    return (
      <Card
        heading={t("product.stockAlert.confirmTitle")}
        intro={t("product.stockAlert.confirmText", { name: link.productName })}
      >
        <Form method="post" className="flex flex-col items-center gap-6">
          <SpriteIcon name="mail-check" className="size-12 text-candy-pink dark:text-pink-300" />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={link.token} />
          <SubmitButton
            className="button-primary w-full"
            busy={busy}
            label={t("product.stockAlert.confirmButton")}
            busyLabel={t("product.stockAlert.sending")}
          />
        </Form>
      </Card>
    );
  }

  if (!product) return null;
  const answer = actionData && "status" in actionData ? actionData : undefined;
  return (
    <Card
      heading={t("product.stockAlert.title")}
      intro={t("product.stockAlert.text", { name: product.name })}
    >
      {product.outOfStock || answer ? (
        <NotifyMeForm product={product} pageAnswer={answer} />
      ) : (
        <p role="status" className="font-medium">
          {t("product.stockAlert.inStock")}
        </p>
      )}
      <Link
        to={`/product/${product.slug}`}
        className="mt-4 inline-block font-medium text-accent underline-offset-2 hover:underline"
      >
        {t("product.stockAlert.backToProduct", { name: product.name })}
      </Link>
    </Card>
  );
}
