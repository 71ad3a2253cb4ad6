import { useTranslation } from "react-i18next";
import { addAdminTexts } from "~/i18n/admin/setup";

/** `t` of the back office's texts (namespace `admin`), adding them to the page's i18next first. */
export function useAdminTranslation() {
  const { i18n } = useTranslation();
  addAdminTexts(i18n);
  return useTranslation("admin");
}
