import type { ReactNode } from "react";

/** A catalogue page's title and the line under it, which announces itself when it changes. */
export function PageHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold break-words sm:text-4xl">{title}</h1>
        {subtitle !== undefined && (
          <p role="status" className="mt-2 text-ink-muted">
            {subtitle}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
