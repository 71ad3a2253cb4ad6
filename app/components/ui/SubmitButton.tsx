import { LoaderCircle, type LucideIcon } from "lucide-react";

/** A form's submit button: its icon, or a spinner and the busy label while the form is sent. */
export function SubmitButton({
  busy,
  icon: Icon,
  label,
  busyLabel,
}: {
  busy: boolean;
  icon: LucideIcon;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className="button-primary disabled:cursor-wait disabled:opacity-80">
      {busy ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="size-5" aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
