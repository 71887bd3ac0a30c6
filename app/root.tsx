import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import "./load-context";
import { currentLocale, currentTimeZone } from "../domain/locale";
import { TimeZoneSync } from "./lib/time-zone-sync";
import { themeFromCookie } from "./lib/theme";
import { takeToast } from "./lib/form-action.server";
import { Toaster } from "./ui/toast";
import { pageMeta } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { ShellStyle } from "./ui/inline-style";
import { ShirtSprite } from "./ui/club-shirt";
import { shellMessages as t } from "../domain/messages/shell";
import { useServiceWorker } from "./features/shell/service-worker";
import { LanguagePackPreloads } from "./lib/language-packs";
import { START_SCRIPTS_AFTER_PAINT } from "./lib/scripts-after-paint";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export const meta: MetaFunction = () => pageMeta();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = takeToast(request);
  const { locale, timeZone, viewer } = context.service;
  // The account's zone, so the page can tell the server when the browser's differs (TimeZoneSync).
  return data({ theme: themeFromCookie(request.headers.get("Cookie")), toast, locale, timeZone, accountTimeZone: viewer ? viewer.timeZone : undefined }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    // The catalogues read the page's language from here in the browser (domain/locale.ts).
    <html lang={data?.locale ?? currentLocale()} data-tz={data?.timeZone ?? currentTimeZone()} data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <ShellStyle />
        <Links />
        <LanguagePackPreloads locale={data?.locale ?? currentLocale()} />
      </head>
      <body>
        <ShirtSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_SCRIPTS_AFTER_PAINT }} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, timeZone, accountTimeZone } = useLoaderData<typeof loader>();
  useServiceWorker(); // the pocket app (issue 46): offline pages, versions
  return (
    <>
      <TimeZoneSync shown={timeZone} account={accountTimeZone} />
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : error.statusText
    : t.errors.failedText;
  return (
    <main className="error-page">
      <h1>{status === 404 ? t.errors.pageNotFound : status === 403 ? t.errors.notAllowed : t.errors.failed}</h1>
      <p>{message}</p>
      <a className="btn btn-primary" href="/">
        {t.errors.backHome}
      </a>
    </main>
  );
}
