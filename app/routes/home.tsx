import { useTranslation } from "react-i18next";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [{ title: t("meta.homeTitle") }, { name: "description", content: t("meta.description") }];
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-16 text-center sm:py-24">
      <h1 className="text-4xl font-semibold sm:text-5xl">{t("brand.tagline")}</h1>
    </div>
  );
}
