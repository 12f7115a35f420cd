import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "react-router";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ConsultationCta } from "~/components/layout/consultation-cta";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { PageEffects } from "~/components/layout/page-effects";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ErrorPageOnDemand } from "~/components/route-error-boundary";
import { IconSymbols } from "~/components/icon";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { FlashToast } from "~/components/flash-toast";
import { chatEndpoints } from "~/components/chat/chat-endpoints.server";
import { PRIVATE_PAGE, sharedPageCacheControl } from "~/http/cache-control.server";
import { getToast } from "~/http/toast.server";
import { footerLinks, mainNavigation } from "~/content/navigation";
import { getSettings } from "~/config/site-settings.server";
import { pageHeadScript } from "~/document/after-first-paint";
import { useNonce } from "~/document/nonce";
import stylesHref from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The manifest is linked after the first paint (after-first-paint.ts), or here without JavaScript.
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await getToast(request);
  // The video settings are the home page's alone (its loader reads them): not in every page's data.
  const { video: _video, ...settings } = getSettings();
  return data(
    {
      settings,
      navigation: mainNavigation(),
      footerLinks,
      toast,
      chat: chatEndpoints(),
    },
    { headers: headers ?? undefined },
  );
}

/**
 * Pages are the same for every visitor and may be shared by caches, unless this response consumes
 * a flash toast; routes that depend on the visitor (the forms) declare their own.
 */
export const headers: HeadersFunction = ({ loaderHeaders }): Record<string, string> =>
  loaderHeaders.has("Set-Cookie")
    ? { "Cache-Control": PRIVATE_PAGE }
    : // A visitor arriving with a cookie (a pending toast) may get a page of their own.
      { "Cache-Control": sharedPageCacheControl(), Vary: "Cookie" };

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Written by the server only: the browser runs it from the HTML, and hydration leaves an element's
  // inner HTML as the server wrote it, so the page's JavaScript need not carry a second copy.
  const headScript = import.meta.env.SSR ? pageHeadScript : "";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} suppressHydrationWarning />
        <Meta />
        <Links />
        <link data-after-first-paint="manifest" href="/site.webmanifest" />
        <noscript>
          <link rel="manifest" href="/site.webmanifest" />
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  const { toast, chat } = useLoaderData<typeof loader>();
  // The staff desk brings its own frame: none of the public site's header, footer or chat. Told by
  // the path (as server/page-cache.ts tells it): the hooks that read route handles would add to
  // the React Router chunk every public page loads.
  if (/^\/+staff(?:\/|$)/i.test(useLocation().pathname)) return <Outlet />;
  return (
    <>
      <div className="page-loader" aria-hidden="true">
        <span className="page-loader__spinner" />
      </div>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationStatus />
      <SiteHeader />
      <FlashToast toast={toast} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ConsultationCta />
      <SiteFooter />
      <ChatLauncher apiBase={chat.apiBase} socketUrl={chat.socketUrl} />
      <PageEffects />
      <IconSymbols />
    </>
  );
}

/** Last resort: the site chrome when the root loader answered, a bare page when it did not. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!rootData)
    return (
      <>
        <ErrorPageOnDemand status={status} />
        <IconSymbols />
      </>
    );
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorPageOnDemand status={status} />
      </main>
      <SiteFooter />
      <IconSymbols />
    </>
  );
}
