import { Eye, EyeOff } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContactField } from "~/components/pages/ContactField";
import type { AccountErrorCode } from "~/modules/accounts/profile-schema";

interface AccountFieldProps {
  id: string;
  name: string;
  label: string;
  error?: AccountErrorCode;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  defaultValue?: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled text field of the account forms, its problem translated under it. */
export function AccountField({ error, type = "text", defaultValue, required, ...field }: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <ContactField
      id={field.id}
      label={field.label}
      hint={field.hint}
      error={error && t(`accountPage.errors.${error}`)}
    >
      {(control) => (
        <input
          {...control}
          name={field.name}
          type={type}
          autoComplete={field.autoComplete}
          defaultValue={defaultValue}
          required={required}
          spellCheck={type === "text" ? undefined : false}
        />
      )}
    </ContactField>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField({
  error,
  ...field
}: Omit<AccountFieldProps, "type" | "defaultValue" | "required">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <ContactField
      id={field.id}
      label={field.label}
      hint={field.hint}
      error={error && t(`accountPage.errors.${error}`)}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${control.className} pr-12`}
            name={field.name}
            type={visible ? "text" : "password"}
            autoComplete={field.autoComplete}
            required
            spellCheck={false}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t("accountPage.password.hide") : t("accountPage.password.show")}
            // top-1.5: the input's own top margin, so the button sits centred on the input.
            className="absolute top-1.5 right-2 bottom-0 my-auto inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:text-accent"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </ContactField>
  );
}
