/**
 * Stands where an amount will be once the browser has read what it depends on (the stored
 * cart): the same height as the text, so nothing moves when the figure arrives, and silent for
 * screen readers (the region around it says it is busy).
 */
export function AmountSkeleton({ className = "w-14" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-[1em] animate-pulse rounded bg-line/70 align-middle motion-reduce:animate-none ${className}`}
    />
  );
}
