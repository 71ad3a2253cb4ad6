import { LogIn, UserRound } from "lucide-react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Link } from "react-router";

/** Spec section 2, Account, not signed in: "Please sign in" with the way there and back. */
export function SignInPrompt() {
  const { t } = useAccountAreaTranslation();
  return (
    <div className="page-container flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
        <UserRound className="size-10 text-accent" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold">{t("accountPage.signedOut.title")}</h1>
      <p className="text-lg text-ink-muted">{t("accountPage.signedOut.text")}</p>
      <Link to="/login?redirectTo=/account" className="button-primary mt-2">
        <LogIn className="size-5" aria-hidden="true" />
        {t("accountPage.signedOut.signIn")}
      </Link>
    </div>
  );
}
