/** The logged-in route table (spec section 2). Each route preloads its own query. */
import { useMemo } from "react";
import { loadQuery } from "react-relay";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { AnimalFichaPage, animalFichaLoader } from "./features/animales/AnimalFichaPage.tsx";
import { AnimalListPage, animalListLoader } from "./features/animales/AnimalListPage.tsx";
import { ComingSoonPage } from "./features/errors/ComingSoonPage.tsx";
import { NotFoundPage } from "./features/errors/NotFoundPage.tsx";
import { MainMenu, MainMenuQuery } from "./features/menu/MainMenu.tsx";
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
        {
          index: true,
          element: <MainMenu />,
          loader: () => loadQuery(environment, MainMenuQuery, {}, { fetchPolicy: "store-and-network" }),
        },
        {
          path: "dashboard",
          // Its chart library is large: loaded only when the Dashboard is opened.
          lazy: async () => {
            const { DashboardPage, dashboardLoader } = await import("./features/dashboard/DashboardPage.tsx");
            return { Component: DashboardPage, loader: dashboardLoader(environment) };
          },
        },
        comingSoon("activity-logs", "Registros de Actividad"),
        comingSoon("logs", "Registros de Actividad"),
        comingSoon("registros-actividad", "Registros de Actividad"),
        comingSoon("smtp-config", "Configuración SMTP"),
        comingSoon("users", "Gestión de Usuarios"),
        comingSoon("usuarios", "Gestión de Usuarios"),
        comingSoon("usuarios/nuevo", "Nuevo Usuario"),
        comingSoon("persons", "Gestión de Personas"),
        comingSoon("personas", "Gestión de Personas"),
        comingSoon("municipalities", "Gestión de Ayuntamientos"),
        comingSoon("ayuntamientos", "Gestión de Ayuntamientos"),
        { path: "animals", element: <AnimalFichaPage />, loader: animalFichaLoader(environment) },
        { path: "animales", element: <AnimalFichaPage />, loader: animalFichaLoader(environment) },
        { path: "animales/lista", element: <AnimalListPage />, loader: animalListLoader(environment) },
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
