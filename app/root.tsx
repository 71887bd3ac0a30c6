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
import { currentLocale } from "../domain/locale";
import { themeFromCookie } from "./lib/theme";
import { takeToast } from "./lib/form-action.server";
import { Toaster } from "./ui/toast";
import { pageMeta } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { ShellStyle } from "./ui/inline-style";
import { ShirtSprite } from "./ui/club-shirt";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => pageMeta();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = takeToast(request);
  return data({ theme: themeFromCookie(request.headers.get("Cookie")), toast, locale: context.service.locale }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    // The catalogues read the page's language from here in the browser (domain/locale.ts).
    <html lang={data?.locale ?? currentLocale()} data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <ShellStyle />
        <Links />
      </head>
      <body>
        <ShirtSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
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
    : "Something went wrong. Please try again.";
  return (
    <main className="error-page">
      <h1>{status === 404 ? "Page not found" : status === 403 ? "Not allowed" : "Something went wrong"}</h1>
      <p>{message}</p>
      <a className="btn btn-primary" href="/">
        Back to Terrace
      </a>
    </main>
  );
}
