import { lazy, StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "react-aria-components";
import { ErrorBoundary } from "react-error-boundary";
import { App } from "./App.tsx";
import { AppErrorPage } from "./features/errors/AppErrorPage.tsx";
import { Toaster } from "./ui/Toast.tsx";
import "./ui/theme.css";

// Loaded only on their own paths: the login page carries none of their code (signature pad, hashing).
const RemoteSigningPage = lazy(() => import("./features/firmas/RemoteSigningPage.tsx").then((m) => ({ default: m.RemoteSigningPage })));
const VerifyPage = lazy(() => import("./features/firmas/VerifyPage.tsx").then((m) => ({ default: m.VerifyPage })));

/** The two public pages stand outside the session: no login, no token, no cookie. */
function Page() {
  const path = window.location.pathname;
  const token = /^\/firmar\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
  if (token)
    return (
      <Suspense>
        <RemoteSigningPage token={token} />
      </Suspense>
    );
  if (path === "/verificar")
    return (
      <Suspense>
        <VerifyPage />
      </Suspense>
    );
  return <App />;
}

const root = createRoot(document.getElementById("root")!);
// A transition: React renders the first screen in slices and lets the browser in between, so a
// phone's main thread is not held for the whole first render.
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider locale="es-ES">
        <ErrorBoundary FallbackComponent={AppErrorPage}>
          <Page />
        </ErrorBoundary>
        <Toaster />
      </I18nProvider>
    </StrictMode>,
  ),
);
