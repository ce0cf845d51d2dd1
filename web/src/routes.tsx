/**
 * The logged-in route table (spec section 2). Each route preloads its own query. Every screen is
 * its own chunk (`lazy`), loaded on its first visit while the shell's query runs: a page load
 * fetches the shell and that one screen, never the whole app.
 */
import { type ReactElement, useMemo } from "react";
import { loadQuery } from "react-relay";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { Environment, GraphQLTaggedNode } from "relay-runtime";
import { NotFoundPage } from "./features/errors/NotFoundPage.tsx";
import { RouteErrorPage } from "./features/errors/RouteErrorPage.tsx";
import { AdminOnly } from "./features/session/AdminOnly.tsx";
import { Shell, ShellQuery } from "./features/shell/Shell.tsx";
import { LoadingScreen } from "./ui/Spinner.tsx";

const loadAnimalListPage = async () => (await import("./features/animales/AnimalListPage.tsx")).AnimalListPage;

type AdminScreen = { element: ReactElement; query: GraphQLTaggedNode };

/**
 * Administration screens (spec section 6): shown to role 1 only (the server refuses their data to
 * everyone else), fetched fresh on every visit, and their code loaded on the first one.
 */
function adminRoute(environment: Environment, path: string, load: () => Promise<AdminScreen>) {
  return {
    path,
    lazy: async () => {
      const screen = await load();
      return {
        element: <AdminOnly>{screen.element}</AdminOnly>,
        loader: () => loadQuery(environment, screen.query, {}, { fetchPolicy: "network-only" }),
      };
    },
  };
}

export function createAppRouter(environment: Environment) {
  return createBrowserRouter([
    {
      path: "/",
      element: <Shell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      loader: () => loadQuery(environment, ShellQuery, {}),
      children: [
        {
          // A screen whose data cannot be loaded says so in Spanish, inside the shell.
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              lazy: () =>
                import("./features/menu/MainMenu.tsx").then((m) => ({
                  Component: m.MainMenu,
                  loader: () => loadQuery(environment, m.MainMenuQuery, {}, { fetchPolicy: "store-and-network" }),
                })),
            },
            {
              path: "dashboard",
              // Its chart library is large: loaded only when the Dashboard is opened.
              lazy: async () => {
                const { DashboardPage, dashboardLoader } = await import("./features/dashboard/DashboardPage.tsx");
                return { Component: DashboardPage, loader: dashboardLoader(environment) };
              },
            },
            ...["activity-logs", "logs", "registros-actividad"].map((path) =>
              adminRoute(environment, path, () => import("./features/logs/LogsPage.tsx").then((m) => ({ element: <m.LogsPage />, query: m.LogsPageQuery }))),
            ),
            adminRoute(environment, "smtp-config", () =>
              import("./features/smtp/SmtpConfigPage.tsx").then((m) => ({ element: <m.SmtpConfigPage />, query: m.SmtpConfigPageQuery })),
            ),
            adminRoute(environment, "claves-api", () =>
              import("./features/apiKeys/ApiKeysPage.tsx").then((m) => ({ element: <m.ApiKeysPage />, query: m.ApiKeysPageQuery })),
            ),
            adminRoute(environment, "copias-seguridad", () =>
              import("./features/backups/BackupsPage.tsx").then((m) => ({ element: <m.BackupsPage />, query: m.BackupsPageQuery })),
            ),
            adminRoute(environment, "proteccion-datos", () =>
              import("./features/proteccionDatos/ProteccionDatosPage.tsx").then((m) => ({
                element: <m.ProteccionDatosPage />,
                query: m.ProteccionDatosPageQuery,
              })),
            ),
            adminRoute(environment, "datos-refugio", () =>
              import("./features/refugio/RefugioPage.tsx").then((m) => ({ element: <m.RefugioPage />, query: m.RefugioPageQuery })),
            ),
            ...["users", "usuarios"].map((path) =>
              adminRoute(environment, path, () =>
                import("./features/users/UsersPage.tsx").then((m) => ({ element: <m.UsersPage />, query: m.UsersPageQuery })),
              ),
            ),
            adminRoute(environment, "usuarios/nuevo", () =>
              import("./features/users/NewUserPage.tsx").then((m) => ({ element: <m.NewUserPage />, query: m.NewUserPageQuery })),
            ),
            ...["persons", "personas"].map((path) => ({
              path,
              lazy: () => import("./features/personas/PersonasPage.tsx").then((m) => ({ Component: m.PersonasPage, loader: m.personasLoader(environment) })),
            })),
            ...["municipalities", "ayuntamientos"].map((path) => ({
              path,
              lazy: () =>
                import("./features/ayuntamientos/AyuntamientosPage.tsx").then((m) => ({
                  Component: m.AyuntamientosPage,
                  loader: m.ayuntamientosLoader(environment),
                })),
            })),
            ...["animals", "animales"].map((path) => ({
              path,
              lazy: () =>
                import("./features/animales/AnimalFichaPage.tsx").then((m) => ({ Component: m.AnimalFichaPage, loader: m.animalFichaLoader(environment) })),
            })),
            {
              path: "animales/lista",
              // The loader and the screen load side by side: the query does not wait for the screen's code.
              lazy: {
                loader: async () => (await import("./features/animales/animalListLoader.ts")).animalListLoader(environment),
                Component: loadAnimalListPage,
              },
            },
            {
              path: "reportes",
              lazy: () => import("./features/listados/ReportesPage.tsx").then((m) => ({ Component: m.ReportesPage, loader: m.reportesLoader(environment) })),
            },
            {
              path: "reportes/libro-registro",
              lazy: () =>
                import("./features/listados/LibroRegistroPage.tsx").then((m) => ({
                  Component: m.LibroRegistroPage,
                  loader: m.libroRegistroLoader(environment),
                })),
            },
            {
              path: "tratamientos",
              lazy: () =>
                import("./features/observaciones/TratamientosPage.tsx").then((m) => ({
                  Component: m.TratamientosPage,
                  loader: m.tratamientosLoader(environment),
                })),
            },
            {
              path: "pendientes",
              lazy: () =>
                import("./features/planSanitario/PendientesPage.tsx").then((m) => ({ Component: m.PendientesPage, loader: m.pendientesLoader(environment) })),
            },
            {
              // Administrators and veterinarians: the screen itself tells the others it is not theirs.
              path: "plan-sanitario",
              lazy: () =>
                import("./features/planSanitario/PlanSanitarioPage.tsx").then((m) => ({
                  Component: m.PlanSanitarioPage,
                  loader: () => loadQuery(environment, m.PlanSanitarioPageQuery, {}, { fetchPolicy: "network-only" }),
                })),
            },
            {
              path: "documentos/:id/firmar",
              lazy: () => import("./features/firmas/SignAtShelterPage.tsx").then((m) => ({ Component: m.SignAtShelterPage })),
            },
            {
              path: "acerca",
              lazy: () => import("./features/shell/AcercaPage.tsx").then((m) => ({ Component: m.AcercaPage })),
            },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

export function AppRouter({ environment }: { environment: Environment }) {
  const router = useMemo(() => createAppRouter(environment), [environment]);
  return <RouterProvider router={router} />;
}
