/** The logged-in route table (spec section 2). Each route preloads its own query. */
import { useMemo } from "react";
import { loadQuery } from "react-relay";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { AyuntamientosPage, ayuntamientosLoader } from "./features/ayuntamientos/AyuntamientosPage.tsx";
import { ComingSoonPage } from "./features/errors/ComingSoonPage.tsx";
import { NotFoundPage } from "./features/errors/NotFoundPage.tsx";
import { MainMenu, MainMenuQuery } from "./features/menu/MainMenu.tsx";
import { PersonasPage, personasLoader } from "./features/personas/PersonasPage.tsx";
import { Shell, ShellQuery } from "./features/shell/Shell.tsx";
import { LoadingScreen } from "./ui/Spinner.tsx";

function comingSoon(path: string, title: string) {
  return { path, element: <ComingSoonPage title={title} /> };
}

export function createAppRouter(environment: Environment) {
  return createBrowserRouter([
    {
      path: "/",
      element: <Shell />,
      HydrateFallback: () => <LoadingScreen />,
      loader: () => loadQuery(environment, ShellQuery, {}),
      children: [
        { index: true, element: <MainMenu />, loader: () => loadQuery(environment, MainMenuQuery, {}) },
        comingSoon("dashboard", "Dashboard"),
        comingSoon("activity-logs", "Registros de Actividad"),
        comingSoon("logs", "Registros de Actividad"),
        comingSoon("registros-actividad", "Registros de Actividad"),
        comingSoon("smtp-config", "Configuración SMTP"),
        comingSoon("users", "Gestión de Usuarios"),
        comingSoon("usuarios", "Gestión de Usuarios"),
        comingSoon("usuarios/nuevo", "Nuevo Usuario"),
        { path: "persons", element: <PersonasPage />, loader: personasLoader(environment) },
        { path: "personas", element: <PersonasPage />, loader: personasLoader(environment) },
        { path: "municipalities", element: <AyuntamientosPage />, loader: ayuntamientosLoader(environment) },
        { path: "ayuntamientos", element: <AyuntamientosPage />, loader: ayuntamientosLoader(environment) },
        comingSoon("animals", "Ficha Registral"),
        comingSoon("animales", "Ficha Registral"),
        comingSoon("animales/lista", "Gestión de Fichas Registrales"),
        comingSoon("reportes", "Listados"),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);
}

export function AppRouter({ environment }: { environment: Environment }) {
  const router = useMemo(() => createAppRouter(environment), [environment]);
  return <RouterProvider router={router} />;
}
