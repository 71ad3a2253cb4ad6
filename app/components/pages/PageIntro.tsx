import type { ReactNode } from "react";

/** The heading band of an information page: its title, a short introduction and extras. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-surface-muted">
      <div className="page-container py-10 sm:py-14">
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-prose text-lg leading-relaxed text-pretty text-ink-muted">{intro}</p>
        {children}
      </div>
    </header>
  );
}
