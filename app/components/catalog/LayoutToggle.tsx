import clsx from "clsx";
import { SpriteIcon, type SpriteIconName } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import type { Layout } from "~/modules/catalog/list-params";
import { useChangeListParams, useListParams } from "./use-list-params";

const layouts = [
  { layout: "grid", labelKey: "catalog.layout.grid", icon: "layout-grid" },
  { layout: "list", labelKey: "catalog.layout.list", icon: "list" },
] as const satisfies ReadonlyArray<{ layout: Layout; labelKey: string; icon: SpriteIconName }>;

/** Grid or list view (spec section 4), kept in the URL like the filters. */
export function LayoutToggle() {
  const { t } = useTranslation();
  const params = useListParams();
  const change = useChangeListParams();
  return (
    <div
      role="group"
      aria-label={t("catalog.layout.label")}
      className="flex gap-1 rounded-full border border-line bg-surface-raised p-1"
    >
      {layouts.map(({ layout, labelKey, icon }) => {
        const active = params.layout === layout;
        return (
          <button
            key={layout}
            type="button"
            aria-label={t(labelKey)}
            aria-pressed={active}
            onClick={() => change({ ...params, layout })}
            className={clsx(
              "inline-flex size-9 items-center justify-center rounded-full transition-colors",
              active ? "bg-grape text-white" : "text-ink-muted hover:text-accent",
            )}
          >
            <SpriteIcon name={icon} className="size-5" />
          </button>
        );
      })}
    </div>
  );
}
