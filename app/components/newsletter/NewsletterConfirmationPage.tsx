import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useHomeTranslation } from "~/i18n/parts/home";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/Link";
import { AuthPage, textLinkClass } from "~/components/auth/AuthPage";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { LinkState } from "~/modules/newsletter/confirm.server";

/**
 * /newsletter/confirm: the page a confirmation e-mail's link opens. Opening it changes nothing
 * (mail scanners open links too); the visitor confirms with the button, a same-origin form post.
 * A confirmed link says so however often it is opened; an unknown one says how to get another.
 */
export function NewsletterConfirmationPage({ state, token }: { state: LinkState; token: string | null }) {
  const { t } = useHomeTranslation();
  const busy = useNavigation().state === "submitting";

  if (state === "confirmed")
    return (
      <AuthPage
        heading={t("home.newsletter.confirmation.confirmedHeading")}
        intro={t("home.newsletter.confirmation.confirmedText")}
      >
        <div className="flex flex-col items-center gap-6">
          <SpriteIcon name="party-popper" className="size-12 text-candy-pink dark:text-pink-300" />
          <Link to="/products" className="button-primary w-full">
            {t("home.newsletter.confirmation.continueShopping")}
          </Link>
        </div>
      </AuthPage>
    );

  if (state === "unknown" || !token)
    return (
      <AuthPage
        heading={t("home.newsletter.confirmation.unknownHeading")}
        intro={t("home.newsletter.confirmation.unknownText")}
        footer={
          <Link to="/products" className={textLinkClass}>
            {t("home.newsletter.confirmation.continueShopping")}
          </Link>
        }
      >
        <Link to="/#newsletter" className="button-primary w-full">
          {t("home.newsletter.confirmation.signUpAgain")}
        </Link>
      </AuthPage>
    );

  return (
    <AuthPage
      heading={t("home.newsletter.confirmation.pendingHeading")}
      intro={t("home.newsletter.confirmation.pendingText")}
    >
      <Form method="post" className="flex flex-col items-center gap-6">
        <SpriteIcon name="mail-check" className="size-12 text-candy-pink dark:text-pink-300" />
        <input type="hidden" name="token" value={token} />
        <SubmitButton
          className="button-primary w-full"
          busy={busy}
          label={t("home.newsletter.confirmation.submit")}
          busyLabel={t("home.newsletter.confirmation.submitting")}
        />
      </Form>
    </AuthPage>
  );
}
