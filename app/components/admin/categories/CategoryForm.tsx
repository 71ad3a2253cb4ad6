import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { AdminCategory } from "~/modules/admin/categories/categories.server";
import {
  CATEGORY_FIELDS,
  CATEGORY_LIMITS,
  validateCategory,
  type CategoryActionResult,
  type CategoryField,
} from "~/modules/admin/categories/category-form";
import { BilingualFields } from "../BilingualFields";
import { useAdminTranslation } from "../use-admin-translation";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { useFormAnswer } from "~/lib/forms/use-form-answer";

const MAX: Record<CategoryField, number> = {
  name: CATEGORY_LIMITS.nameMax,
  nameEs: CATEGORY_LIMITS.nameMax,
  description: CATEGORY_LIMITS.descriptionMax,
  descriptionEs: CATEGORY_LIMITS.descriptionMax,
};

/**
 * A category's texts, English beside Spanish on wide screens and one after the other on phones
 * (`BilingualFields`). Checked in the browser with the action's schema before sending and by the
 * server after; problems show under their fields, the first one takes the focus, and a field with
 * a problem is checked again as it is corrected (the form kit, decision 045).
 */
export function CategoryForm({ category, fetcherKey }: { category: AdminCategory; fetcherKey: string }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<CategoryActionResult>({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  const result = useFormAnswer(fetcher.data, (answer) => answer.intent === "save");
  const { errorOf, valueOf, formProps } = useCheckedForm({
    fields: CATEGORY_FIELDS,
    validate: validateCategory,
    answer: result,
    message: (code, field) => t(`categories.errors.${code}`, { max: MAX[field] }),
  });

  return (
    <fetcher.Form {...formProps} method="post" className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={busy} className="min-w-0">
        <BilingualFields
          english={{
            name: (
              <Field id="category-name" label={t("categories.form.name")} error={errorOf("name")}>
                {(control) => (
                  <input
                    {...control}
                    name="name"
                    lang="en"
                    defaultValue={valueOf("name", category.name)}
                    required
                    maxLength={MAX.name}
                  />
                )}
              </Field>
            ),
            description: (
              <Field
                id="category-description"
                label={t("categories.form.description")}
                error={errorOf("description")}
                hint={t("categories.form.descriptionHint")}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="description"
                    lang="en"
                    defaultValue={valueOf("description", category.description ?? "")}
                    rows={6}
                    maxLength={MAX.description}
                  />
                )}
              </Field>
            ),
          }}
          spanish={{
            name: (
              <Field id="category-name-es" label={t("categories.form.nameEs")} error={errorOf("nameEs")}>
                {(control) => (
                  <input
                    {...control}
                    name="nameEs"
                    lang="es"
                    defaultValue={valueOf("nameEs", category.nameEs ?? "")}
                    maxLength={MAX.nameEs}
                  />
                )}
              </Field>
            ),
            description: (
              <Field
                id="category-description-es"
                label={t("categories.form.descriptionEs")}
                error={errorOf("descriptionEs")}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="descriptionEs"
                    lang="es"
                    defaultValue={valueOf("descriptionEs", category.descriptionEs ?? "")}
                    rows={6}
                    maxLength={MAX.descriptionEs}
                  />
                )}
              </Field>
            ),
          }}
        />
      </fieldset>

      {!busy && result?.status === "not-found" && <ErrorAlert>{t("categories.form.notFound")}</ErrorAlert>}

      <SubmitButton busy={busy} icon="save" label={t("frame.save")} busyLabel={t("frame.saving")} />
    </fetcher.Form>
  );
}
