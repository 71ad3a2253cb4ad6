import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode } from "react";

/** A form's error, announced to screen readers as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-cherry/50 bg-cherry/10 p-3 text-sm text-cherry-ink dark:text-red-300"
    >
      <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
