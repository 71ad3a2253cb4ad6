import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useState, type InputHTMLAttributes } from "react";
import type { ControlProps } from "./Field";

type PasswordInputProps = ControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | keyof ControlProps> & {
    /**
     * The show/hide button's accessible name: one name, and the button is a toggle button whose
     * aria-pressed says whether the password shows; or a name for each state (show, hide).
     * Each password field of a form has its own button, so give each a name of its own where
     * they must be told apart.
     */
    toggleLabel: string | { show: string; hide: string };
  };

/** A password input (a Field's control) with a button that shows or hides what was typed. */
export function PasswordInput({ toggleLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const oneName = typeof toggleLabel === "string";
  return (
    <div className="relative">
      <input {...input} type={visible ? "text" : "password"} className={clsx(className, "pr-13")} />
      <button
        type="button"
        aria-label={oneName ? toggleLabel : visible ? toggleLabel.hide : toggleLabel.show}
        aria-pressed={oneName ? visible : undefined}
        aria-controls={input.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:text-accent"
      >
        {visible ? (
          <SpriteIcon name="eye-off" className="size-5" />
        ) : (
          <SpriteIcon name="eye" className="size-5" />
        )}
      </button>
    </div>
  );
}
