import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";
import type { AuthResult } from "~/modules/accounts/auth-results";
import { AuthPage, textLinkClass } from "./AuthPage";
import { ResendVerificationForm } from "./ResendVerificationForm";

/**
 * The page a confirmation link opens: confirmed and signed in (a welcome, or for a new address
 * of an existing account, which address it is now), or a way to get a new link.
 */
export function EmailConfirmationPage({
  confirmed,
  actionData,
}: {
  confirmed: { changedTo?: string } | null;
  actionData: AuthResult | undefined;
}) {
  const { t } = useAccountAreaTranslation();
  if (confirmed)
    return (
      <AuthPage
        heading={t(confirmed.changedTo ? "auth.callback.changedHeading" : "auth.callback.confirmedHeading")}
        intro={
          confirmed.changedTo
            ? t("auth.callback.changedText", { email: confirmed.changedTo })
            : t("auth.callback.confirmedText")
        }
      >
        <div className="flex flex-col items-center gap-6">
          <SpriteIcon name="party-popper" className="size-12 text-candy-pink dark:text-pink-300" />
          <div className="flex w-full flex-col gap-3">
            <Link to="/products" className="button-primary">
              {t("auth.callback.continueShopping")}
            </Link>
            <Link to="/account" className="button-secondary">
              {t("auth.callback.myAccount")}
            </Link>
          </div>
        </div>
      </AuthPage>
    );

  return (
    <AuthPage
      heading={t("auth.callback.expiredHeading")}
      intro={t("auth.callback.expiredText")}
      footer={
        <Link to="/login" className={textLinkClass}>
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <ResendVerificationForm actionData={actionData} label={t("auth.callback.resendSubmit")} />
    </AuthPage>
  );
}
