import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, type LinksFunction, type ShouldRevalidateFunction } from 'react-router';
import { getServerEnv } from './config/env.server';
import { ErrorContent } from './features/errors/components/error-screens';
import { siteFromMatches } from './features/seo/meta';
import { useNonce } from './lib/nonce';
import type { RootData } from './root-data';
import stylesheet from './styles/app.css?url';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function loader(): RootData {
  const env = getServerEnv();
  return { siteUrl: env.publicSiteUrl };
}

// Configuration never changes between navigations.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // React Router's scroll restoration keeps positions in sessionStorage: the admin's pages only, so a
  // public page stores nothing in the browser (issue 27); the public layout scrolls to the top itself.
  const publicPage = useMatches().some((m) => m.id === 'routes/public-layout');
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {publicPage ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the end of hydration: the deferred-hydration starter replays an early tap on it, and
  // browser tests wait for it before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

// Last line of defence: errors outside the public layout (including the admin portal).
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main">
      <ErrorContent error={error} />
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteFromMatches(matches).siteName }];
}
