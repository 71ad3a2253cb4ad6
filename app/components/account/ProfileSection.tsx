import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { Field } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { PROFILE_FIELDS, validateProfile } from "~/modules/accounts/profile-schema";
import type { Profile } from "~/modules/accounts/profile.server";
import { FormProblem } from "./FormProblem";
import { AccountForm } from "./AccountForm";
import { useAccountForm } from "./use-account-form";

/**
 * Spec section 2, Account: Profile Information (name, e-mail, phone only if present) and the
 * Edit Profile button, which opens the form in place. Saving answers the spec's toast.
 */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useAccountAreaTranslation();
  const id = useId();
  const form = useAccountForm({
    intent: "profile",
    fields: PROFILE_FIELDS,
    validate: validateProfile,
  });
  const { formRef, result, errorOf, valueOf, busy } = form;
  // A form posted without JavaScript and refused comes back open, with what was typed.
  const [editing, setEditing] = useState(result?.status === "invalid");
  const editButton = useRef<HTMLButtonElement>(null);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ");

  // Saved: say so (spec section 8) and close the form. Once per answer, even if the language
  // changes afterwards.
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (result?.status !== "saved" || announced.current === result) return;
    announced.current = result;
    toast.success(t("accountPage.profile.updated"), { id: "profile-updated" });
    setEditing(false);
  }, [result, t]);

  // Opening the form focuses its first field; closing it gives the focus back to the button.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, formRef]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {t("accountPage.profile.heading")}
        </h2>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            className="button-secondary px-4 py-2 text-sm"
          >
            <SpriteIcon name="pencil" className="size-4" />
            {t("accountPage.profile.edit")}
          </button>
        )}
      </div>

      {editing ? (
        <AccountForm {...form.formProps} intent="profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={`${id}-firstName`}
              label={t("accountPage.profile.firstName")}
              error={errorOf("firstName")}
            >
              {(control) => (
                <input
                  {...control}
                  name="firstName"
                  type="text"
                  autoComplete="given-name"
                  defaultValue={valueOf("firstName", profile.firstName)}
                  required
                />
              )}
            </Field>
            <Field
              id={`${id}-lastName`}
              label={t("accountPage.profile.lastName")}
              error={errorOf("lastName")}
            >
              {(control) => (
                <input
                  {...control}
                  name="lastName"
                  type="text"
                  autoComplete="family-name"
                  defaultValue={valueOf("lastName", profile.lastName)}
                  required
                />
              )}
            </Field>
          </div>
          <Field id={`${id}-phone`} label={t("accountPage.profile.phoneField")} error={errorOf("phone")}>
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel"
                defaultValue={valueOf("phone", profile.phone ?? "")}
                spellCheck={false}
              />
            )}
          </Field>
          <FormProblem result={result} busy={busy} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={busy}
              icon="save"
              label={t("accountPage.profile.save")}
              busyLabel={t("accountPage.profile.saving")}
            />
            <button
              type="button"
              onClick={() => setEditing(false)}
              disabled={busy}
              className="button-secondary"
            >
              {t("accountPage.profile.cancel")}
            </button>
          </div>
        </AccountForm>
      ) : (
        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          <Detail label={t("accountPage.profile.name")}>{name || "—"}</Detail>
          <Detail label={t("accountPage.profile.email")}>
            <span className="break-all">{profile.email}</span>
          </Detail>
          {profile.phone && <Detail label={t("accountPage.profile.phone")}>{profile.phone}</Detail>}
        </dl>
      )}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}
