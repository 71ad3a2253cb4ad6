import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { Profile } from "~/modules/accounts/profile.server";
import { EmailChangeForm } from "./EmailChangeForm";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { ProfileSection } from "./ProfileSection";
import { QuickActions } from "./QuickActions";
import { SignInPrompt } from "./SignInPrompt";

/**
 * Spec section 2, Account: "Please sign in" for a visitor; for a member, My Account with the
 * profile and Quick Actions (beside it on wide screens, right after it on phones), then the
 * e-mail and password forms.
 */
export function AccountPageView({ profile }: { profile: Profile | null }) {
  const { t } = useAccountAreaTranslation();
  if (!profile) return <SignInPrompt />;
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("accountPage.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("accountPage.intro")}</p>
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ProfileSection profile={profile} />
        <aside className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:sticky lg:top-40">
          <QuickActions />
        </aside>
        <EmailChangeForm />
        <PasswordChangeForm />
      </div>
    </div>
  );
}
