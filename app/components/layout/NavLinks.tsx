import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/components/ui/Link";
import { mainNavLinks } from "./links";

/**
 * The main navigation list, shared by the desktop row and the mobile panel. `onNavigate`
 * lets the mobile panel close when a link is followed.
 */
export function NavLinks({
  className,
  linkClassName,
  onNavigate,
}: {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {mainNavLinks.map(({ to, labelKey }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                "block rounded-full font-medium transition-colors",
                isActive
                  ? "bg-frame-raised text-pink-300"
                  : "text-frame-muted hover:bg-frame-raised hover:text-frame-ink",
                linkClassName,
              )
            }
          >
            {t(labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
