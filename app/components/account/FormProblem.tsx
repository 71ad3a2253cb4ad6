import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import type { AccountActionResult } from "~/modules/accounts/account-results";

/** A form-wide problem from the action: too many attempts, or a failure of ours. */
export function FormProblem({ result, busy }: { result: AccountActionResult | undefined; busy: boolean }) {
  const { t } = useAccountAreaTranslation();
  if (busy || !result) return null;
  if (result.status === "limited") {
    return <ErrorAlert>{t("accountPage.errors.limited", { count: result.minutes })}</ErrorAlert>;
  }
  if (result.status === "failed") return <ErrorAlert>{t("accountPage.errors.failed")}</ErrorAlert>;
  return null;
}
