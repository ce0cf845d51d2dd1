/**
 * The logged-in route table (spec section 2). Each route preloads its own query. Every screen is
 * its own chunk, loaded on its first visit while the shell's query runs: a page load fetches the
 * shell and that one screen, never the whole app. A screen's loader and its page are loaded side
 * by side (React Router's lazy object): the loader needs only the query's generated artefact, or a
 * small module of the screen's own when its variables come from the URL (relay/routeLoader.ts),
 * so the query does not wait for the screen's code.
 */
import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, type LoaderFunction, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery } from "react-relay/hooks";
import { NotFoundPage } from "./features/errors/NotFoundPage.tsx";
import { RouteErrorPage } from "./features/errors/RouteErrorPage.tsx";
import { AdminOnly } from "./features/session/AdminOnly.tsx";
import { Shell, ShellQuery } from "./features/shell/Shell.tsx";
import { queryLoader } from "./relay/routeLoader.ts";
import { ScreenPending } from "./ui/ScreenHeader.tsx";

/** A screen's route: `page` imports its component, `loader` its route loader (relay/routeLoader.ts). */
function screen(path: string | undefined, page: () => Promise<ComponentType>, loader?: () => Promise<LoaderFunction>) {
  return { ...(path === undefined ? { index: true as const } : { path }), lazy: { Component: page, ...(loader && { loader }) } };
}

function TitledScreen({ title, page: Page }: { title: string; page: ComponentType<{ title: string }> }) {
  return (
    <Suspense fallback={<ScreenPending title={title} />}>
      <Page title={title} />
    </Suspense>
  );
}

/**
 * A screen whose heading shows with the shell, before its code arrives: the route draws `title`
 * (ScreenPending) while the page's code loads, asked for once the loader's own module is in,
 * then the page, which is given the same title. On a phone's network the record list's heading showed with its rows,
 * after some thirty chunks; now it shows after the shell's.
 */
function titledScreen(path: string, title: string, page: () => Promise<ComponentType<{ title: string }>>, loader: () => Promise<LoaderFunction>) {
  let pageCode: Promise<ComponentType<{ title: string }>> | undefined;
  const loadPage = () => {
    pageCode ??= page();
    return pageCode;
  };
  const Page = lazy(async () => ({ default: await loadPage() }));
  return {
    path,
    element: <TitledScreen title={title} page={Page} />,
    lazy: {
      loader: async () => {
        const load = await loader();
        // After the loader's own module, which would otherwise queue behind the page's chunks. A
        // failed download is reported by the page's render (React.lazy), not here.
        loadPage().catch(() => undefined);
        return load;
      },
    },
  };
}

/**
 * Administration screens (spec section 6): shown to role 1 only (the server refuses their data to
 * everyone else), fetched fresh on every visit, and their code loaded on the first one.
 */
function adminScreen(path: string, page: () => Promise<ComponentType>, loader: () => Promise<LoaderFunction>) {
  return {
    path,
    lazy: {
      loader,
      element: async () => {
        const Page = await page();
        return (
          <AdminOnly>
            <Page />
          </AdminOnly>
        );
      },
    },
  };
}

export function createAppRouter(environment: Environment) {
  const adminLoader = (artefact: Parameters<typeof queryLoader>[1]) => queryLoader(environment, artefact, "network-only");
  return createBrowserRouter([
    {
      path: "/",
      element: <Shell />,
      errorElement: <RouteErrorPage />,
      loader: () => loadQuery(environment, ShellQuery, {}),
      children: [
        {
          // A screen whose data cannot be loaded says so in Spanish, inside the shell.
          errorElement: <RouteErrorPage />,
          children: [
            screen(
              undefined,
              async () => (await import("./features/menu/MainMenu.tsx")).MainMenu,
              queryLoader(environment, () => import("./__generated__/MainMenuQuery.graphql.ts"), "store-and-network"),
            ),
            // Its chart library is large: loaded only when the Dashboard is opened. Its figures change
            // with every entry and exit: the cached ones show at once and are refreshed.
            screen(
              "dashboard",
              async () => (await import("./features/dashboard/DashboardPage.tsx")).DashboardPage,
              queryLoader(environment, () => import("./__generated__/DashboardPageQuery.graphql.ts"), "store-and-network"),
            ),
            ...["activity-logs", "logs", "registros-actividad"].map((path) =>
              adminScreen(
                path,
                async () => (await import("./features/logs/LogsPage.tsx")).LogsPage,
                adminLoader(() => import("./__generated__/LogsPageQuery.graphql.ts")),
              ),
            ),
            adminScreen(
              "smtp-config",
              async () => (await import("./features/smtp/SmtpConfigPage.tsx")).SmtpConfigPage,
              adminLoader(() => import("./__generated__/SmtpConfigPageQuery.graphql.ts")),
            ),
            adminScreen(
              "claves-api",
              async () => (await import("./features/apiKeys/ApiKeysPage.tsx")).ApiKeysPage,
              adminLoader(() => import("./__generated__/ApiKeysPageQuery.graphql.ts")),
            ),
            adminScreen(
              "copias-seguridad",
              async () => (await import("./features/backups/BackupsPage.tsx")).BackupsPage,
              adminLoader(() => import("./__generated__/BackupsPageQuery.graphql.ts")),
            ),
            adminScreen(
              "proteccion-datos",
              async () => (await import("./features/proteccionDatos/ProteccionDatosPage.tsx")).ProteccionDatosPage,
              adminLoader(() => import("./__generated__/ProteccionDatosPageQuery.graphql.ts")),
            ),
            adminScreen(
              "datos-refugio",
              async () => (await import("./features/refugio/RefugioPage.tsx")).RefugioPage,
              adminLoader(() => import("./__generated__/RefugioPageQuery.graphql.ts")),
            ),
            ...["users", "usuarios"].map((path) =>
              adminScreen(
                path,
                async () => (await import("./features/users/UsersPage.tsx")).UsersPage,
                adminLoader(() => import("./__generated__/UsersPageQuery.graphql.ts")),
              ),
            ),
            adminScreen(
              "usuarios/nuevo",
              async () => (await import("./features/users/NewUserPage.tsx")).NewUserPage,
              adminLoader(() => import("./__generated__/NewUserPageQuery.graphql.ts")),
            ),
            ...["persons", "personas"].map((path) =>
              screen(
                path,
                async () => (await import("./features/personas/PersonasPage.tsx")).PersonasPage,
                async () => {
                  const [{ listLoader }, query] = await Promise.all([
                    import("./features/lists/listParams.ts"),
                    import("./__generated__/PersonasPageQuery.graphql.ts"),
                  ]);
                  return listLoader(environment, query.default);
                },
              ),
            ),
            ...["municipalities", "ayuntamientos"].map((path) =>
              screen(
                path,
                async () => (await import("./features/ayuntamientos/AyuntamientosPage.tsx")).AyuntamientosPage,
                async () => {
                  const [{ listLoader }, query] = await Promise.all([
                    import("./features/lists/listParams.ts"),
                    import("./__generated__/AyuntamientosPageQuery.graphql.ts"),
                  ]);
                  return listLoader(environment, query.default);
                },
              ),
            ),
            ...["animals", "animales"].map((path) =>
              screen(
                path,
                async () => (await import("./features/animales/AnimalFichaPage.tsx")).AnimalFichaPage,
                async () => (await import("./features/animales/animalFichaLoader.ts")).animalFichaLoader(environment),
              ),
            ),
            titledScreen(
              "animales/lista",
              "Gestión de Fichas Registrales",
              async () => (await import("./features/animales/AnimalListPage.tsx")).AnimalListPage,
              async () => (await import("./features/animales/animalListLoader.ts")).animalListLoader(environment),
            ),
            screen(
              "reportes",
              async () => (await import("./features/listados/ReportesPage.tsx")).ReportesPage,
              queryLoader(environment, () => import("./__generated__/ReportesPageQuery.graphql.ts"), "store-or-network"),
            ),
            screen(
              "reportes/libro-registro",
              async () => (await import("./features/listados/LibroRegistroPage.tsx")).LibroRegistroPage,
              queryLoader(environment, () => import("./__generated__/LibroRegistroPageQuery.graphql.ts"), "store-or-network"),
            ),
            screen(
              "tratamientos",
              async () => (await import("./features/observaciones/TratamientosPage.tsx")).TratamientosPage,
              async () => (await import("./features/observaciones/tratamientosLoader.ts")).tratamientosLoader(environment),
            ),
            screen(
              "pendientes",
              async () => (await import("./features/planSanitario/PendientesPage.tsx")).PendientesPage,
              async () => (await import("./features/planSanitario/pendientesLoader.ts")).pendientesLoader(environment),
            ),
            // Administrators and veterinarians: the screen itself tells the others it is not theirs.
            screen(
              "plan-sanitario",
              async () => (await import("./features/planSanitario/PlanSanitarioPage.tsx")).PlanSanitarioPage,
              queryLoader(environment, () => import("./__generated__/PlanSanitarioPageQuery.graphql.ts"), "network-only"),
            ),
            screen("documentos/:id/firmar", async () => (await import("./features/firmas/SignAtShelterPage.tsx")).SignAtShelterPage),
            screen("acerca", async () => (await import("./features/shell/AcercaPage.tsx")).AcercaPage),
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

/** The session's router (features/session/AppGate.tsx makes it as early as it can). */
export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
