/** A card-shaped placeholder shown while a list loads (spec section 2: 8 of them). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised"
    >
      <div className="aspect-square w-full bg-surface-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-line" />
        <div className="h-4 w-1/3 rounded bg-line" />
        <div className="h-4 w-1/2 rounded bg-line" />
        <div className="h-6 w-16 rounded bg-line" />
        <div className="h-10 w-full rounded-full bg-line" />
      </div>
    </div>
  );
}
