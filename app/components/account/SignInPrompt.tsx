import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "~/components/ui/Link";

/** Spec section 2, Account, not signed in: "Please sign in" with the way there and back. */
export function SignInPrompt() {
  const { t } = useAccountAreaTranslation();
  return (
    <div className="page-container flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
        <SpriteIcon name="user-round" className="size-10 text-accent" />
      </span>
      <h1 className="text-3xl font-bold">{t("accountPage.signedOut.title")}</h1>
      <p className="text-lg text-ink-muted">{t("accountPage.signedOut.text")}</p>
      <Link to="/login?redirectTo=/account" className="button-primary mt-2">
        <SpriteIcon name="log-in" className="size-5" />
        {t("accountPage.signedOut.signIn")}
      </Link>
    </div>
  );
}
