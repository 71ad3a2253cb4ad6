import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";

export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <p className="brand-gradient flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-medium text-white">
      <SpriteIcon name="truck" className="size-4 shrink-0" />
      {t("frame.promo")}
    </p>
  );
}
