import type { LucideIcon } from "lucide-react";

/** One of the dashboard's four figures: a label, the value, and a line saying what it counts. */
export function StatCard({
  label,
  value,
  hint,
  Icon,
  tone,
}: {
  label: string;
  value: string;
  hint: string;
  Icon: LucideIcon;
  tone: string;
}) {
  // Only <dt> and <dd> may sit in the <div> of a <dl>: the icon lives in the <dt>, placed to the left.
  return (
    <div className="relative rounded-2xl border border-line bg-surface-raised p-5 pl-21 shadow-sm">
      <dt className="text-sm font-semibold text-ink-muted">
        <span
          aria-hidden="true"
          className={`absolute top-5 left-5 flex size-12 items-center justify-center rounded-xl text-white ${tone}`}
        >
          <Icon className="size-6" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-display text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
      <dd className="mt-0.5 text-sm text-ink-muted">{hint}</dd>
    </div>
  );
}
