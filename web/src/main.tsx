import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "react-aria-components";
import { App } from "./App.tsx";
import { Toaster } from "./ui/Toast.tsx";
import "./ui/theme.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider locale="es-ES">
      <App />
      <Toaster />
    </I18nProvider>
  </StrictMode>,
);
