import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode } from "react";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import type { AuthResult } from "~/modules/accounts/auth-results";

/**
 * The refusals that concern the whole form (wrong credentials, too many attempts, a failure):
 * one alert, announced as it appears. Field problems show under their fields instead.
 */
export function ResultAlert({ result }: { result: AuthResult | undefined }) {
  const { t } = useAccountAreaTranslation();
  if (result?.status === "limited") {
    const message = result.throttle === "sign-in" ? "auth.errors.signInThrottled" : "error.tooManyAttempts";
    return <ErrorAlert>{t(message, { count: result.minutes })}</ErrorAlert>;
  }
  if (result?.status === "failed") return <ErrorAlert>{t(`auth.errors.${result.failure}`)}</ErrorAlert>;
  return null;
}

/** Good news in the form (a link was sent, the password was changed). */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-mint/50 bg-mint/10 p-3 text-sm text-ink dark:border-mint/60"
    >
      <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-mint-ink dark:text-green-400" />
      <span>{children}</span>
    </p>
  );
}

/** Something to know before going on (check your inbox). */
export function InfoNote({ children, role }: { children: ReactNode; role?: "status" | "alert" }) {
  return (
    <div
      role={role}
      className="flex items-start gap-2 rounded-lg border border-berry/40 bg-berry/10 p-3 text-sm text-ink dark:border-blue-400/50"
    >
      <SpriteIcon name="info" className="mt-0.5 size-4 shrink-0 text-berry dark:text-blue-300" />
      <div className="space-y-3">{children}</div>
    </div>
  );
}
