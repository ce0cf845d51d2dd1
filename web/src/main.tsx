import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "react-aria-components";
import { App } from "./App.tsx";
import { RemoteSigningPage } from "./features/firmas/RemoteSigningPage.tsx";
import { VerifyPage } from "./features/firmas/VerifyPage.tsx";
import { Toaster } from "./ui/Toast.tsx";
import "./ui/theme.css";

/** The two public pages stand outside the session: no login, no token, no cookie. */
function Page() {
  const path = window.location.pathname;
  const token = /^\/firmar\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
  if (token) return <RemoteSigningPage token={token} />;
  if (path === "/verificar") return <VerifyPage />;
  return <App />;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider locale="es-ES">
      <Page />
      <Toaster />
    </I18nProvider>
  </StrictMode>,
);
