import clsx from "clsx";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { lazyHydrated } from "~/components/ui/lazy-section";
import { Logo } from "~/components/brand/Logo";
import { AccountMenu } from "./AccountMenu";
import { CartButton } from "./CartButton";
import { MenuButton } from "./MenuButton";
import { MobileNav } from "./MobileNav";
import { NavLinks } from "./NavLinks";
import { PromoBanner } from "./PromoBanner";
import { ThemeToggle } from "./ThemeToggle";
import { useRootData } from "./use-root-data";
import { useScrolledPast } from "./use-scrolled-past";
import { WishlistLink } from "./WishlistLink";

// The search box's suggestions (a combobox, some 2.5 KiB): drawn by the server, hydrated once its
// module has loaded after the page's first scripts (decision 097). Until then it is a plain form
// that opens /search.
const SearchForm = lazyHydrated(() => import("./frame-later").then((module) => module.SearchForm));
// The language picker, likewise: a native select, drawn by the server with the page's language.
const LanguageSelect = lazyHydrated(() => import("./frame-later").then((module) => module.LanguageSelect));

/** The spec's scroll threshold: past it the header shrinks and casts a shadow. */
const SHRINK_AFTER_PX = 60;

/**
 * The dark sticky header. One bar laid out as a grid: on small screens logo and controls
 * share the first row and the search box takes its own row below; from md up the search
 * sits between them and the navigation gets a row of its own. The search box is written where
 * each layout draws it (one of the two is not displayed), so the Tab order is the visual one.
 */
export function Header() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const mobileNavId = useId();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  // The rows shrink by fixed amounts (16 px on small screens, 24 px from md up) and the header's
  // bottom margin grows by the same amount at the same pace. The page below therefore never
  // moves: the browser has no reason to adjust the scroll position, which would otherwise
  // push it back under the threshold and make the header flicker between its two sizes.
  const rowHeight = clsx("transition-[height] duration-300", scrolled ? "h-12 md:h-14" : "h-16 md:h-18");

  return (
    <header
      data-site-header
      data-scrolled={scrolled ? "" : undefined}
      className={clsx(
        "frame sticky top-0 z-40 bg-frame text-frame-ink transition-[margin,box-shadow] duration-300",
        scrolled && "mb-4 shadow-lg shadow-black/40 md:mb-6",
      )}
    >
      <PromoBanner />
      <div className="page-container grid grid-cols-[auto_1fr] items-center gap-x-2 sm:gap-x-4 md:grid-cols-[auto_1fr_auto] md:gap-x-8">
        <Link to="/" className={clsx("flex items-center justify-self-start rounded-lg", rowHeight)}>
          <Logo
            markClassName={scrolled ? "h-7 w-11 sm:h-8 sm:w-13" : "h-8 w-13 sm:h-10 sm:w-16"}
            hideNameOnSmall
          />
        </Link>
        {/* From md up the search sits between the logo and the icons, and comes between them in
            the Tab order too; on small screens it is drawn below the icons, so it is written
            after them (the second SearchForm), and Tab follows what is seen (issue 27 item 10). */}
        <SearchForm className="hidden md:col-start-2 md:row-start-1 md:mx-auto md:block md:w-full md:max-w-xl" />
        <div
          className={clsx("flex items-center justify-self-end gap-0.5 sm:gap-1 md:col-start-3", rowHeight)}
        >
          {user && <WishlistLink />}
          <CartButton />
          <ThemeToggle />
          <LanguageSelect />
          <AccountMenu user={user} />
          <MenuButton
            ref={menuButton}
            open={menuOpen}
            controls={mobileNavId}
            onToggle={() => setMenuOpen((open) => !open)}
          />
        </div>
        <SearchForm className="col-span-2 row-start-2 pb-3 md:hidden" />
      </div>
      <nav aria-label={t("nav.label")} className="hidden border-t border-frame-line md:block">
        <NavLinks
          className={clsx(
            "page-container flex items-center justify-center gap-2 transition-[height] duration-300",
            scrolled ? "h-10" : "h-12",
          )}
          linkClassName="px-4 py-1.5 text-sm"
        />
      </nav>
      <MobileNav id={mobileNavId} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
