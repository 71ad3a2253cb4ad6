import { useTranslation } from "~/i18n/react";

const block = "animate-pulse rounded-lg bg-line/70";

/**
 * Stands in for a product page while a client-side navigation loads it (spec: "Loading shows a
 * skeleton"), in the page's own layout so nothing jumps when the product arrives.
 */
export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="page-container space-y-8 py-8 sm:py-10">
      <p role="status" className="sr-only">
        {t("product.loading")}
      </p>
      <div aria-hidden="true" className={`${block} h-5 w-64 max-w-full`} />
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className={`${block} aspect-square w-full rounded-3xl`} />
        <div className="flex flex-col gap-5">
          <div className={`${block} h-4 w-40`} />
          <div className={`${block} h-10 w-4/5`} />
          <div className={`${block} h-5 w-48`} />
          <div className={`${block} h-9 w-32`} />
          <div className="space-y-2">
            <div className={`${block} h-4 w-full`} />
            <div className={`${block} h-4 w-11/12`} />
            <div className={`${block} h-4 w-2/3`} />
          </div>
          <div className={`${block} h-6 w-28`} />
          <div className="flex gap-4">
            <div className={`${block} h-12 w-36 rounded-full`} />
            <div className={`${block} h-12 flex-1 rounded-full`} />
          </div>
        </div>
      </div>
    </div>
  );
}
