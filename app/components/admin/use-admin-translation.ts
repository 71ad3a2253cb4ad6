import { adminTranslator } from "~/i18n/admin/setup";
import { useTranslation } from "~/i18n/react";

/** `t` of the back office's texts in the page's language. */
export function useAdminTranslation() {
  const { language } = useTranslation();
  return { t: adminTranslator(language), language };
}
