import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { Ref } from "react";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import { Link } from "~/components/ui/Link";

/**
 * Above the reviews: an invitation to write one. Signed out, it links to /login, which brings
 * the shopper back to this product's reviews afterwards; signed in, it opens the form in place.
 */
export function ReviewComposer({
  slug,
  signedIn,
  onWrite,
  writeRef,
}: {
  slug: string;
  signedIn: boolean;
  onWrite: () => void;
  writeRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useReviewsTranslation();
  const loginHref = `/login?redirectTo=${encodeURIComponent(`/product/${slug}#reviews`)}`;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="space-y-1">
        <p className="font-display text-lg font-semibold">
          {t(signedIn ? "reviews.composer.title" : "reviews.invitation.title")}
        </p>
        <p className="text-ink-muted">{t(signedIn ? "reviews.composer.text" : "reviews.invitation.text")}</p>
      </div>
      {signedIn ? (
        <button ref={writeRef} type="button" onClick={onWrite} className="button-primary shrink-0">
          <SpriteIcon name="pen-line" className="size-5" />
          {t("reviews.composer.write")}
        </button>
      ) : (
        <Link to={loginHref} className="button-primary shrink-0">
          <SpriteIcon name="log-in" className="size-5" />
          {t("reviews.invitation.signIn")}
        </Link>
      )}
    </div>
  );
}
