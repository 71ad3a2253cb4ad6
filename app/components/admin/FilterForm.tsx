import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/Link";
import { useAdminTranslation } from "./use-admin-translation";

/** The input or select of a list page's filter box. */
export const filterControl =
  "mt-1.5 block h-12 w-full rounded-xl border border-slate-500 bg-surface px-4 text-base text-ink focus:border-accent";

/**
 * A list page's filters: a plain GET form, so every view of the list is a link (shareable,
 * back-button friendly) and works without JavaScript. `className` lays out its fields.
 */
export function FilterForm({
  label,
  className,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`rounded-2xl border border-line bg-surface-raised p-4 ${className}`}
    >
      {children}
    </Form>
  );
}

/** One filter with its label above it; the control (with `filterControl`) is the child. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** "Filter", and "Clear" (back to `path`) while the list is filtered. */
export function FilterButtons({ path, filtered }: { path: string; filtered: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <button type="submit" className="button-secondary">
        <Search className="size-5" aria-hidden="true" />
        {t("frame.filter")}
      </button>
      {filtered && (
        <Link to={path} className="self-center text-sm font-semibold text-accent hover:underline">
          {t("frame.clear")}
        </Link>
      )}
    </>
  );
}

/** The list's text search (`q`). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      {/* Keyed by the value: a new URL (Clear, the back button) resets the uncontrolled input. */}
      <input
        key={value}
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={maxLength}
        className={filterControl}
      />
    </FilterField>
  );
}

/** A filter chosen from a list; the options are the children. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  className,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      {/* Keyed by the value: a new URL (Clear, the back button) resets the uncontrolled select. */}
      <select key={value} id={id} name={name} defaultValue={value} className={filterControl}>
        {children}
      </select>
    </FilterField>
  );
}
