import { ShieldAlert } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { useAdminTranslation } from "./use-admin-translation";

/** What a signed-in shopper who is not an admin sees at any /admin address (status 403). */
export function AdminForbidden() {
  const { t } = useAdminTranslation();
  return (
    <div className="page-container flex flex-col items-center gap-4 py-20 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
        <ShieldAlert className="size-10 text-cherry-ink dark:text-red-300" aria-hidden="true" />
      </span>
      <p className="font-display text-5xl font-bold text-ink-muted">403</p>
      <h1 className="text-3xl font-bold">{t("frame.forbidden.title")}</h1>
      <p className="max-w-md text-lg text-ink-muted">{t("frame.forbidden.message")}</p>
      <Link to="/" className="button-primary mt-2">
        {t("frame.forbidden.home")}
      </Link>
    </div>
  );
}
