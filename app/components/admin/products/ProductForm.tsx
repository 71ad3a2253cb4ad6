import { useId, useState, type ReactNode } from "react";
import { useCheckedForm } from "~/lib/forms/use-checked-form";
import { centsToDollars } from "~/lib/money";
import { useFormAnswer } from "~/lib/forms/use-form-answer";
import type { FormValues } from "~/lib/forms/validate";
import type { FetcherWithComponents } from "react-router";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { ErrorAlert } from "~/components/ui/ErrorAlert";
import type { ProductActionResult } from "~/modules/admin/products/action-results";
import type { AdminProduct } from "~/modules/admin/products/editor.server";
import {
  ADMIN_STOCK_REASONS,
  PRODUCT_FIELDS,
  PRODUCT_LIMITS,
  slugify,
  validateProduct,
  type ProductField,
} from "~/modules/admin/products/product-form";
import { DEFAULT_MAX_PER_ORDER, MAX_PER_ORDER_CEILING } from "~/modules/cart/order-limit";
import { ALLERGENS, DIETS, NUTRIENTS } from "~/lib/product-facts";
import { BilingualFields, type LanguageFields } from "../BilingualFields";
import { useAdminTranslation } from "../use-admin-translation";

type TextField = Exclude<ProductField, "featured" | "isActive" | "stockBefore" | "heatSensitive">;
type Values = Record<TextField, string> & { featured: boolean; isActive: boolean; heatSensitive: boolean };

/** A nutrition figure as the form shows it: empty when not given. */
const figure = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form's first values: the product's, or what was typed into a form posted without JavaScript. */
function initialValues(product: AdminProduct | null, typed?: FormValues<ProductField>): Values {
  const stored: Values = {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    nameEs: product?.nameEs ?? "",
    descriptionEs: product?.descriptionEs ?? "",
    brand: product?.brand ?? "",
    originCountry: product?.originCountry ?? "",
    categoryId: product?.categoryId ?? "",
    price: product ? centsToDollars(product.priceCents) : "",
    weightGrams: product?.weightGrams ? String(product.weightGrams) : "",
    stockQuantity: String(product?.stockQuantity ?? 0),
    maxPerOrder: String(product?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER),
    stockReason: "",
    stockNote: "",
    featured: product?.featured ?? false,
    isActive: product?.isActive ?? true,
    ingredients: product?.ingredients ?? "",
    ingredientsEs: product?.ingredientsEs ?? "",
    allergens: (product?.allergens ?? []).join(","),
    mayContain: (product?.mayContain ?? []).join(","),
    diets: (product?.diets ?? []).join(","),
    energyKcal: figure(product?.energyKcal),
    fatGrams: figure(product?.fatGrams),
    saturatesGrams: figure(product?.saturatesGrams),
    carbohydrateGrams: figure(product?.carbohydrateGrams),
    sugarsGrams: figure(product?.sugarsGrams),
    proteinGrams: figure(product?.proteinGrams),
    saltGrams: figure(product?.saltGrams),
    heatSensitive: product?.heatSensitive ?? false,
  };
  if (!typed) return stored;
  const texts = Object.fromEntries(
    Object.keys(stored).map((field) => [field, typed[field as TextField] ?? ""]),
  ) as Record<TextField, string>;
  // An unticked checkbox sends nothing.
  return {
    ...texts,
    featured: typed.featured === "on",
    isActive: typed.isActive === "on",
    heatSensitive: typed.heatSensitive === "on",
  };
}

interface ProductFormProps {
  fetcher: FetcherWithComponents<ProductActionResult>;
  /** The product being edited; null for a new one. */
  product: AdminProduct | null;
  categories: { id: string; name: string }[];
  countries: string[];
}

/**
 * The product's fields, its name and description English beside Spanish (`BilingualFields`).
 * Checked in the browser with the action's own schema before sending and by the server after;
 * problems show under their fields and the first one takes the focus. A new product's slug follows
 * its name until the admin types one. Changing an existing product's stock asks for a reason, and
 * the count the form opened with is sent along (`stockBefore`) so the server applies the
 * difference.
 */
export function ProductForm({ fetcher, product, categories, countries }: ProductFormProps) {
  const { t } = useAdminTranslation();
  const formId = useId();
  const busy = fetcher.state !== "idle";
  const result = useFormAnswer(fetcher.data, (answer) => answer.intent === "save");
  const { errorOf, recheck, formProps } = useCheckedForm({
    fields: PRODUCT_FIELDS,
    validate: validateProduct,
    answer: result,
    message: (code) => t(`products.errors.${code}`),
  });
  const [values, setValues] = useState(() =>
    initialValues(product, result && "values" in result ? result.values : undefined),
  );
  const [slugTyped, setSlugTyped] = useState(product !== null);
  const stockChanged = product !== null && values.stockQuantity.trim() !== String(product.stockQuantity);

  function change<Name extends keyof Values>(name: Name, value: Values[Name]) {
    const next = { ...values, [name]: value };
    if (name === "name" && !slugTyped) next.slug = slugify(String(value));
    if (name === "slug") setSlugTyped(String(value).trim() !== "");
    setValues(next);
    // The texts sit outside the form element (they name it by its id), so the form's own
    // onChange does not hear them: each control asks for its field to be checked again.
    recheck(name);
  }

  const text = (field: TextField) => ({
    form: formId,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  /** One language's name and description fields: `name` and `description`, or `nameEs`... */
  function textsIn(language: "en" | "es"): LanguageFields {
    const spanish = language === "es";
    const name = spanish ? "nameEs" : "name";
    const description = spanish ? "descriptionEs" : "description";
    const idSuffix = spanish ? "-es" : "";
    return {
      name: (
        <Field id={`product-name${idSuffix}`} label={t(`products.form.${name}`)} error={errorOf(name)}>
          {(control) => (
            <input
              {...control}
              {...text(name)}
              lang={language}
              // The English name is the product's; the Spanish one falls back to it.
              required={!spanish}
              maxLength={PRODUCT_LIMITS.nameMax}
            />
          )}
        </Field>
      ),
      description: (
        <Field
          id={`product-description${idSuffix}`}
          label={t(`products.form.${description}`)}
          error={errorOf(description)}
        >
          {(control) => (
            <textarea
              {...control}
              {...text(description)}
              lang={language}
              rows={6}
              maxLength={PRODUCT_LIMITS.descriptionMax}
            />
          )}
        </Field>
      ),
    };
  }

  // Two items of the editor's grid: the texts across it, then the form's other fields. The texts'
  // controls belong to the form by its id.
  return (
    <>
      <BilingualFields className="xl:col-span-2" english={textsIn("en")} spanish={textsIn("es")} />

      <fetcher.Form
        {...formProps}
        // Every control asks for its own check again (`change`).
        onChange={undefined}
        id={formId}
        method="post"
        className="space-y-6"
      >
        <input type="hidden" name="intent" value="save" />
        {product && <input type="hidden" name="stockBefore" value={product.stockQuantity} />}

        <Section title={t("products.form.details")}>
          <Field
            id="product-slug"
            label={t("products.form.slug")}
            error={errorOf("slug")}
            hint={t("products.form.slugHint", { slug: values.slug || slugify(values.name) || "…" })}
          >
            {(control) => (
              <input
                {...control}
                {...text("slug")}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={PRODUCT_LIMITS.slugMax}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="product-brand" label={t("products.form.brand")} error={errorOf("brand")}>
              {(control) => (
                <input {...control} {...text("brand")} required maxLength={PRODUCT_LIMITS.brandMax} />
              )}
            </Field>
            <Field
              id="product-country"
              label={t("products.form.originCountry")}
              error={errorOf("originCountry")}
            >
              {(control) => (
                <>
                  <input
                    {...control}
                    {...text("originCountry")}
                    list="product-countries"
                    required
                    maxLength={PRODUCT_LIMITS.countryMax}
                  />
                  <datalist id="product-countries">
                    {countries.map((country) => (
                      <option key={country} value={country} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
          </div>
          <Field id="product-category" label={t("products.form.category")} error={errorOf("categoryId")}>
            {(control) => (
              <select {...control} {...text("categoryId")} required>
                <option value="">{t("products.form.chooseCategory")}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </Section>

        <Section title={t("products.form.pricing")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="product-price"
              label={t("products.form.price")}
              error={errorOf("price")}
              hint={t("products.form.priceHint")}
            >
              {(control) => <input {...control} {...text("price")} inputMode="decimal" required />}
            </Field>
            <Field
              id="product-weight"
              label={t("products.form.weight")}
              error={errorOf("weightGrams")}
              hint={t("products.form.weightHint")}
            >
              {(control) => <input {...control} {...text("weightGrams")} inputMode="numeric" />}
            </Field>
          </div>
          <Field
            id="product-stock"
            label={t("products.form.stock")}
            error={errorOf("stockQuantity")}
            hint={
              product
                ? t("products.form.stockHint", { count: product.stockQuantity })
                : t("products.form.newStockHint")
            }
          >
            {(control) => <input {...control} {...text("stockQuantity")} inputMode="numeric" required />}
          </Field>
          {stockChanged && (
            <div className="grid gap-5 rounded-xl border border-accent/40 bg-accent/5 p-4 sm:grid-cols-2">
              <Field
                id="product-stock-reason"
                label={t("products.form.stockReason")}
                error={errorOf("stockReason")}
              >
                {(control) => (
                  <select {...control} {...text("stockReason")} required>
                    <option value="">{t("products.form.chooseReason")}</option>
                    {ADMIN_STOCK_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {t(`products.reasons.${reason}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="product-stock-note"
                label={t("products.form.stockNote")}
                error={errorOf("stockNote")}
                hint={t("products.form.stockNoteHint")}
              >
                {(control) => (
                  <input {...control} {...text("stockNote")} maxLength={PRODUCT_LIMITS.noteMax} />
                )}
              </Field>
            </div>
          )}
          <Field
            id="product-max-per-order"
            label={t("products.form.maxPerOrder")}
            error={errorOf("maxPerOrder")}
            hint={t("products.form.maxPerOrderHint", { max: MAX_PER_ORDER_CEILING })}
          >
            {(control) => <input {...control} {...text("maxPerOrder")} inputMode="numeric" required />}
          </Field>
        </Section>

        <Section title={t("products.form.facts")}>
          <Field
            id="product-ingredients"
            label={t("products.form.ingredients")}
            error={errorOf("ingredients")}
            hint={t("products.form.ingredientsHint")}
          >
            {(control) => (
              <textarea
                {...control}
                {...text("ingredients")}
                lang="en"
                rows={3}
                maxLength={PRODUCT_LIMITS.ingredientsMax}
              />
            )}
          </Field>
          <Field
            id="product-ingredients-es"
            label={t("products.form.ingredientsEs")}
            error={errorOf("ingredientsEs")}
          >
            {(control) => (
              <textarea
                {...control}
                {...text("ingredientsEs")}
                lang="es"
                rows={3}
                maxLength={PRODUCT_LIMITS.ingredientsMax}
              />
            )}
          </Field>
          {(["allergens", "mayContain"] as const).map((field) => (
            <CheckboxGroup
              key={field}
              legend={t(`products.form.${field}`)}
              name={field}
              options={ALLERGENS.map((allergen) => ({
                value: allergen,
                label: t(`products.allergens.${allergen}`),
              }))}
              value={values[field]}
              onChange={(next) => change(field, next)}
            />
          ))}
          <CheckboxGroup
            legend={t("products.form.diets")}
            name="diets"
            options={DIETS.map((diet) => ({ value: diet, label: t(`products.diets.${diet}`) }))}
            value={values.diets}
            onChange={(next) => change("diets", next)}
          />
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t("products.form.nutrition")}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {NUTRIENTS.map((nutrient) => (
                <Field
                  key={nutrient}
                  id={`product-${nutrient}`}
                  label={t(`products.nutrients.${nutrient}`)}
                  error={errorOf(nutrient)}
                >
                  {(control) => <input {...control} {...text(nutrient)} inputMode="decimal" />}
                </Field>
              ))}
            </div>
          </fieldset>
          <Checkbox
            name="heatSensitive"
            label={t("products.form.heatSensitive")}
            checked={values.heatSensitive}
            onChange={(checked) => change("heatSensitive", checked)}
          />
        </Section>

        <Section title={t("products.form.visibility")}>
          <Checkbox
            name="isActive"
            label={t("products.form.active")}
            checked={values.isActive}
            onChange={(checked) => change("isActive", checked)}
          />
          <Checkbox
            name="featured"
            label={t("products.form.featured")}
            checked={values.featured}
            onChange={(checked) => change("featured", checked)}
          />
        </Section>

        {!busy && result?.status === "not-found" && <ErrorAlert>{t("products.form.notFound")}</ErrorAlert>}
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy}
            icon="save"
            label={product ? t("frame.save") : t("products.form.create")}
            busyLabel={product ? t("frame.saving") : t("products.form.creating")}
          />
        </div>
      </fetcher.Form>
    </>
  );
}

/** A titled group of fields; the title names the group for screen readers too. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-5 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Checkboxes of one name (allergens, diets): each ticked one is sent, so the form works without
 * JavaScript; the state keeps them joined by commas, as the form kit reads the field.
 */
function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const chosen = value.split(",").filter(Boolean);
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  options
                    .map((item) => item.value)
                    .filter((item) => (item === option.value ? event.target.checked : chosen.includes(item)))
                    .join(","),
                )
              }
              className="size-5 shrink-0 accent-grape"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Checkbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 text-base">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-grape"
      />
      <span>{label}</span>
    </label>
  );
}
