import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import fredokaLatin from "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2?url";
import { Suspense, useLayoutEffect, type ReactNode } from "react";
import { TranslationProvider, useTexts } from "~/i18n/react";
import { usePreloadedTexts } from "~/i18n/texts-preload";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
// A stylesheet resource (React's `precedence`) rather than a route's collected CSS: React puts it
// at the top of <head>, ahead of the script preloads, so it no longer waits behind some 50 of
// them for a connection and paints sooner (npm run lighthouse, issue 10 item 5).
import stylesheet from "./app.css?url";
import { Toasts } from "~/components/ui/toast";
import { lazySection } from "~/components/ui/lazy-section";
import { RenderErrorContent } from "~/components/errors/RenderErrorContent";
import { usePendingPageSkeleton } from "~/components/layout/PendingPageSkeleton";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { useRootData } from "~/components/layout/use-root-data";
import { useLanguageSync } from "~/i18n/language-preference";
import { translator } from "~/i18n/setup";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { useCspNonce } from "~/lib/csp-nonce";
import { restoreTheme, themeInitScript } from "~/lib/theme";
import { shopContact } from "~/lib/shop-contact";
import { useCartPersistence } from "~/components/cart/cart-store";
import { viewerOf } from "~/modules/accounts/viewer.server";
import { frameCategoryNames } from "~/modules/catalog/frame-categories.server";
import { LanguageAlternates } from "~/components/layout/LanguageAlternates";

// Shown only when a page is not found, or when the server answers that the database is out:
// drawn by the server, loaded by the browser when shown (decision 097), from a server that is
// there to answer. The error page stays in the first load: it must show when the network is gone.
const NotFoundContent = lazySection(
  () => import("~/components/errors/NotFoundContent").then((module) => module.NotFoundContent),
  { whenShown: true },
);
const OutageContent = lazySection(
  () => import("~/components/errors/OutageContent").then((module) => module.OutageContent),
  { whenShown: true },
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  // A shared page is the same for everyone (decision 022): the visitor is left out of its HTML
  // and the browser asks for them (useRootData).
  // The site's public address: every page names its versions in each language (decision 024).
  const publicUrl = context.env.PUBLIC_URL;
  // The footer's category links, named as the catalogue names them.
  const categoryNames = await frameCategoryNames(context.db);
  // How shoppers reach the shop (settings): the same for everyone.
  const contact = shopContact(context.env);
  if (context.sharedPage)
    return {
      language,
      publicUrl,
      categoryNames,
      contact,
      user: null,
      savedProductIds: [],
      reviewIds: [],
      viewerKnown: false,
    };
  return {
    language,
    publicUrl,
    categoryNames,
    contact,
    ...(await viewerOf(request, context)),
    viewerKnown: true,
  };
}

// A default title and description for pages without their own, and the error page's title.
export function meta({ loaderData, error }: Route.MetaArgs) {
  const t = translator(parseLanguage(loaderData?.language));
  const title =
    error === undefined
      ? t("meta.homeTitle")
      : isRouteErrorResponse(error) && error.status === 404
        ? t("meta.notFoundTitle")
        : isRouteErrorResponse(error) && error.status === 503
          ? t("outage.title")
          : t("meta.errorTitle");
  return [{ title }, { name: "description", content: t("meta.description") }];
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  // The Latin subsets cover English and Spanish; preloading them avoids a late font swap.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: fredokaLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { language } = useRootData();
  // Only the page's language's texts are loaded in the browser: named in the HTML, and waited
  // for when the visitor switches to another (issue 10 item 4).
  usePreloadedTexts(language);
  useTexts(language);
  const nonce = useCspNonce();
  useLanguageSync(language);
  useCartPersistence();
  // Leaving the root error page, React Router mounts the document afresh and React clears the
  // attributes of <html>, including the theme class the inline script set: restore it before
  // the browser paints.
  useLayoutEffect(restoreTheme, []);

  return (
    // The theme script adds the `dark` class before React hydrates; the warning about that
    // difference is expected and limited to this element.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Browsers hide a nonce once parsed, so the client never sees the one the server wrote. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: themeInitScript }}
        />
        <Meta />
        <Links />
        <LanguageAlternates />
      </head>
      <body className="flex min-h-dvh flex-col">
        <TranslationProvider language={language}>
          {children}
          <Toasts />
        </TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const pendingSkeleton = usePendingPageSkeleton();
  return <SiteFrame>{pendingSkeleton ?? <Outlet />}</SiteFrame>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  return (
    <SiteFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <Suspense>
          <NotFoundContent />
        </Suspense>
      ) : isRouteErrorResponse(error) && error.status === 503 ? (
        // A navigation in the browser while the database is unreachable: the server answered
        // its data request with 503 (server/database-outage.ts, decision 018).
        <Suspense>
          <OutageContent retryHref={pathname + search} />
        </Suspense>
      ) : (
        <RenderErrorContent error={error} />
      )}
    </SiteFrame>
  );
}
