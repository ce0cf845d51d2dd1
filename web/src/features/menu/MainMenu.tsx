import { FileText, Landmark, LogOut, PawPrint, Settings, Syringe, Users, type LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { graphql } from "react-relay/hooks";
import type { MainMenuQuery as MainMenuQueryType } from "../../__generated__/MainMenuQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { AyuntamientoFormDialog } from "../ayuntamientos/AyuntamientoFormDialog.tsx";
import { DashboardCards } from "../dashboard/DashboardCards.tsx";
import { useLogNavigation } from "../logs/useLogNavigation.ts";
import { PersonaFormDialog } from "../personas/PersonaFormDialog.tsx";
import { RefugioIncompleteNotice } from "../refugio/RefugioIncompleteNotice.tsx";
import { LogoutDialog } from "../shell/LogoutDialog.tsx";
import { UserDialog } from "../users/UserDialog.tsx";
import { MenuFormButton } from "./MenuFormButton.tsx";

export const MainMenuQuery = graphql`
  query MainMenuQuery {
    viewer {
      username
      roleLabel
      isAdmin
      editaPlanSanitario
    }
    dashboard {
      ...DashboardCards_dashboard
    }
  }
`;

function MenuCard({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} icon={<Icon size={20} />} />
      <CardBody className="flex flex-col gap-2">{children}</CardBody>
    </Card>
  );
}

function MenuLink({ href, primary, children }: { href: string; primary?: boolean; children: string }) {
  const logNavigation = useLogNavigation();
  return (
    <LinkButton href={href} variant={primary ? "primary" : "secondary"} onPress={() => logNavigation(children)}>
      {children}
    </LinkButton>
  );
}

/** The home screen (spec section 2 "Main menu"). */
export function MainMenu() {
  const { viewer, dashboard } = useRouteQuery<MainMenuQueryType>(MainMenuQuery);
  const [confirmLogout, setConfirmLogout] = useState(false);
  if (!viewer) return null;

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-8">
        <h1 className="text-2xl font-bold text-slate-900">Sistema de Gestión del Refugio de Animales</h1>
        <p className="mt-1 text-slate-600" data-testid="welcome">
          Bienvenido, <strong>{viewer.username}</strong> ({viewer.roleLabel})
        </p>
      </header>
      <section aria-label="Dashboard" className="mb-8 flex flex-col gap-2">
        <RefugioIncompleteNotice className="mb-2" />
        <DashboardCards dashboard={dashboard} />
        <LinkButton href="/dashboard" variant="ghost" size="sm" className="self-end">
          Ver entradas y salidas por mes
        </LinkButton>
      </section>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <MenuCard title="Gestión de Animales" icon={PawPrint}>
          <MenuLink href="/animales" primary>
            Nueva ficha registral
          </MenuLink>
          <MenuLink href="/animales/lista">Lista fichas registrales</MenuLink>
        </MenuCard>
        <MenuCard title="Gestión de Personas" icon={Users}>
          <MenuFormButton label="Nueva persona" dialog={(props) => <PersonaFormDialog {...props} record={null} />} />
          <MenuLink href="/personas">Lista personas</MenuLink>
        </MenuCard>
        <MenuCard title="Gestión de Ayuntamientos" icon={Landmark}>
          <MenuFormButton label="Nuevo ayuntamiento" dialog={(props) => <AyuntamientoFormDialog {...props} record={null} />} />
          <MenuLink href="/ayuntamientos">Lista ayuntamientos</MenuLink>
        </MenuCard>
        <MenuCard title="Reportes y Listados" icon={FileText}>
          <MenuLink href="/reportes">Listados</MenuLink>
          <MenuLink href="/reportes/libro-registro">Libro de registro</MenuLink>
        </MenuCard>
        <MenuCard title="Sesión" icon={LogOut}>
          <Button variant="secondary" onPress={() => setConfirmLogout(true)}>
            Cerrar sesión
          </Button>
        </MenuCard>
        {viewer.editaPlanSanitario && !viewer.isAdmin && (
          <MenuCard title="Plan sanitario" icon={Syringe}>
            <MenuLink href="/plan-sanitario">Catálogo y protocolos</MenuLink>
          </MenuCard>
        )}
        {viewer.isAdmin && (
          <MenuCard title="Administración" icon={Settings}>
            <MenuFormButton label="Nuevo usuario" dialog={(props) => <UserDialog {...props} />} />
            <MenuLink href="/usuarios">Lista usuarios</MenuLink>
            <MenuLink href="/smtp-config">Configuración SMTP</MenuLink>
            <MenuLink href="/datos-refugio">Datos del refugio</MenuLink>
            <MenuLink href="/copias-seguridad">Copias de seguridad</MenuLink>
            <MenuLink href="/claves-api">Claves de API</MenuLink>
            <MenuLink href="/plan-sanitario">Plan sanitario</MenuLink>
            {/* A page of the server, not of the app: a new tab, opened with the session's cookie. */}
            <LinkButton href="/graphql" target="_blank" rel="noopener" variant="secondary">
              GraphiQL
            </LinkButton>
            <MenuLink href="/logs">Registros de actividad</MenuLink>
          </MenuCard>
        )}
      </div>
      <LogoutDialog isOpen={confirmLogout} onOpenChange={setConfirmLogout} />
    </div>
  );
}
