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
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl text-white ${tone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
        <dd className="mt-0.5 font-display text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
        <dd className="mt-0.5 text-sm text-ink-muted">{hint}</dd>
      </div>
    </div>
  );
}
