import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode, Ref } from "react";

/**
 * A form's good news ("a link was sent", "password changed"), announced as it appears; the form
 * moves the focus to it (`ref`) after a success.
 */
export function FormSuccess({ ref, children }: { ref: Ref<HTMLParagraphElement>; children: ReactNode }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex gap-3 rounded-xl border border-mint/50 bg-mint/10 p-4 text-sm dark:border-mint/60"
    >
      <SpriteIcon name="circle-check" className="size-5 shrink-0 text-mint-ink dark:text-green-400" />
      {children}
    </p>
  );
}
