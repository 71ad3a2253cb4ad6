import { useId } from "react";
import { useRootData } from "~/components/layout/use-root-data";
import { formatPrice } from "~/lib/money";
import { useAdminTranslation } from "./use-admin-translation";
import { dayAndMonth } from "~/lib/formats";

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

/**
 * Revenue per day as bars: plain SVG (no chart library in any bundle), scaled to the best day.
 * The sentence above it says what the bars show; each bar names its day and amount on hover.
 */
export function RevenueChart({ days }: { days: { date: string; cents: number }[] }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const summaryId = useId();
  const dayLabel = dayAndMonth(language);
  const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

  const total = days.reduce((sum, day) => sum + day.cents, 0);
  const best = days.reduce((top, day) => (day.cents > top.cents ? day : top), days[0]!);
  const barWidth = (WIDTH - GAP * (days.length - 1)) / days.length;

  return (
    <section
      aria-labelledby={`${summaryId}-title`}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <h2 id={`${summaryId}-title`} className="text-xl font-bold">
        {t("dashboard.revenueChart.title")}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-ink-muted">
        {total === 0
          ? t("dashboard.revenueChart.empty")
          : t("dashboard.revenueChart.summary", {
              total: formatPrice(total),
              best: formatPrice(best.cents),
              date: label(best.date),
            })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
        role="img"
        aria-labelledby={summaryId}
        className="mt-4 h-auto w-full overflow-visible"
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth={1} />
        {days.map((day, index) => {
          const height =
            best.cents === 0 ? 0 : Math.max((day.cents / best.cents) * (HEIGHT - 8), day.cents > 0 ? 3 : 0);
          const x = index * (barWidth + GAP);
          return (
            <g key={day.date}>
              <title>
                {t("dashboard.revenueChart.day", { date: label(day.date), amount: formatPrice(day.cents) })}
              </title>
              {/* A transparent full-height target, so short bars are easy to hover. */}
              <rect x={x} y={0} width={barWidth} height={HEIGHT} fill="transparent" />
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx={3}
                className="fill-grape dark:fill-violet-400"
              />
            </g>
          );
        })}
        {[0, Math.floor(days.length / 2), days.length - 1].map((index) => (
          <text
            key={index}
            x={index * (barWidth + GAP) + barWidth / 2}
            y={HEIGHT + 18}
            textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"}
            className="fill-ink-muted text-[13px]"
          >
            {label(days[index]!.date)}
          </text>
        ))}
      </svg>
    </section>
  );
}
