import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";

/**
 * A form's submit button: disabled while the form is sent, with a spinner (in place of its
 * icon, if it has one) and the busy label (spec).
 */
export function SubmitButton({
  busy,
  icon,
  label,
  busyLabel,
  className = "button-primary",
}: {
  busy: boolean;
  icon?: SpriteIconName;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={`${className} disabled:cursor-wait disabled:opacity-80`}>
      {busy ? (
        <SpriteIcon name="loader-circle" className="size-5 animate-spin" />
      ) : (
        icon && <SpriteIcon name={icon} className="size-5" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
