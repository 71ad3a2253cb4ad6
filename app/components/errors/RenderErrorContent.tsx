import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/Link";

function describe(error: unknown): { message: string | null; stack: string | null } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { message: [error.status, detail].filter(Boolean).join(" "), stack: null };
  }
  if (error instanceof Error) return { message: error.message || null, stack: error.stack ?? null };
  return { message: null, stack: null };
}

/**
 * The spec's render-error fallback: the heading and the error's message. The stack only in
 * development, where it helps; in production it would show internals to shoppers.
 */
export function RenderErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { message, stack } = describe(error);
  return (
    <section className="page-container py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t("error.title")}</h1>
        <p className="mt-4 text-lg break-words text-ink-muted">{message ?? t("error.unknown")}</p>
        <Link to="/" reloadDocument className="button-primary mt-8">
          <SpriteIcon name="house" className="size-5" />
          {t("error.goHome")}
        </Link>
      </div>
      {import.meta.env.DEV && stack && (
        <pre className="mx-auto mt-10 max-w-5xl overflow-x-auto rounded-xl border border-line bg-surface-muted p-4 text-left text-xs leading-relaxed">
          <code>{stack}</code>
        </pre>
      )}
    </section>
  );
}
