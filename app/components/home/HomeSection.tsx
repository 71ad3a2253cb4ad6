import clsx from "clsx";
import { useId, type ReactNode } from "react";

/**
 * One block of the home page: a landmark named by its heading, with the heading and an
 * optional line of text centred above the content.
 */
export function HomeSection({
  title,
  text,
  muted = false,
  children,
}: {
  title: string;
  text?: string;
  /** A tinted background, to set the block apart from its neighbours. */
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx("py-16 sm:py-20", muted && "bg-surface-muted")}>
      <div className="page-container">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {text && <p className="mt-3 text-lg text-pretty text-ink-muted">{text}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
