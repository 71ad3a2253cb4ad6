import type { ReactNode } from "react";
import { useAdminTranslation } from "./use-admin-translation";

/** "N results", read out when a new filter changes it. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
      {children}
    </p>
  );
}

/** What an empty list says: "No results" when filtered, else `empty`. */
export function EmptyList({ filtered, empty }: { filtered: boolean; empty: string }) {
  const { t } = useAdminTranslation();
  return (
    <p className="mt-4 rounded-2xl border border-line bg-surface-raised p-6 text-ink-muted">
      {filtered ? t("frame.noResults") : empty}
    </p>
  );
}

/** Phones: one card per row (`ListCard`s), instead of a table wider than the screen. */
export function ListCards({ children }: { children: ReactNode }) {
  return <ul className="mt-3 space-y-3 md:hidden">{children}</ul>;
}

export function ListCard({ children }: { children: ReactNode }) {
  return <li className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">{children}</li>;
}

/** One figure of a card, in its `<dl>`. */
/** A labelled fact on an admin detail page (an order's customer, a customer's account), in a <dl>. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

export function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export interface ListColumn {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Named for screen readers only (a column of links). */
  hidden?: boolean;
}

/** Wider screens: the list as a table; the rows are the children. */
export function ListTable({ columns, children }: { columns: ListColumn[]; children: ReactNode }) {
  return (
    <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? "px-4 py-3 text-right font-semibold" : "px-4 py-3 font-semibold"}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
