import { LoaderCircle, type LucideIcon } from "lucide-react";

/**
 * A form's submit button: disabled while the form is sent, with a spinner (in place of its
 * icon, if it has one) and the busy label (spec).
 */
export function SubmitButton({
  busy,
  icon: Icon,
  label,
  busyLabel,
  className = "button-primary",
}: {
  busy: boolean;
  icon?: LucideIcon;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={`${className} disabled:cursor-wait disabled:opacity-80`}>
      {busy ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        Icon && <Icon className="size-5" aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
