import {
  Building2,
  CalendarClock,
  ClipboardList,
  DatabaseBackup,
  FileText,
  KeyRound,
  Landmark,
  LayoutDashboard,
  Mail,
  PanelLeftClose,
  PanelLeftOpen,
  PawPrint,
  ScrollText,
  ShieldCheck,
  Stethoscope,
  Syringe,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-aria-components";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation } from "react-router";
import type { SidebarCounts_query$key } from "../../__generated__/SidebarCounts_query.graphql.ts";
import type { Sidebar_query$key } from "../../__generated__/Sidebar_query.graphql.ts";
import type { Sidebar_viewer$key } from "../../__generated__/Sidebar_viewer.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { cn } from "../../ui/cn.ts";
import { Tooltip } from "../../ui/Tooltip.tsx";
import { SidebarCounts } from "./SidebarCounts.tsx";
import { UserBlock } from "./UserBlock.tsx";

/** Below Tailwind's md breakpoint the expanded sidebar overlays the page. */
const PHONE = "(max-width: 767px)";

/** `count`: a figure shown beside the entry (the sidebar's live counts). */
type NavItem = { href: string; label: string; icon: LucideIcon; aliases?: string[]; count?: number };

const MAIN: NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard, aliases: ["/dashboard"] },
  { href: "/animales/lista", label: "Fichas Registrales", icon: FileText, aliases: ["/animales", "/animals"] },
  { href: "/persons", label: "Personas", icon: Users, aliases: ["/personas"] },
  { href: "/municipalities", label: "Ayuntamientos", icon: Landmark, aliases: ["/ayuntamientos"] },
  // The listings and, under them, the libro de registro (/reportes/libro-registro).
  { href: "/reportes", label: "Listados", icon: ClipboardList },
  { href: "/tratamientos", label: "Tratamientos en curso", icon: Stethoscope },
];

/** The vets' screen, with the count of what it lists; a calendar, apart from the plan sanitario's syringe near it. */
const PENDIENTES = { href: "/pendientes", label: "Pendientes", icon: CalendarClock };

const ADMIN: NavItem[] = [
  { href: "/activity-logs", label: "Registros de Actividad", icon: ScrollText, aliases: ["/logs", "/registros-actividad"] },
  { href: "/smtp-config", label: "Configuración SMTP", icon: Mail },
  { href: "/datos-refugio", label: "Datos del refugio", icon: Building2 },
  { href: "/proteccion-datos", label: "Protección de datos", icon: ShieldCheck },
  { href: "/copias-seguridad", label: "Copias de seguridad", icon: DatabaseBackup },
  { href: "/claves-api", label: "Claves de API", icon: KeyRound },
  { href: "/users", label: "Usuarios", icon: UserCog, aliases: ["/usuarios"] },
];

/** Administrators and veterinarians write the plan sanitario's catalogue. */
const PLAN_SANITARIO: NavItem = { href: "/plan-sanitario", label: "Plan sanitario", icon: Syringe };

function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === "/") return pathname === "/" || !!item.aliases?.includes(pathname);
  return [item.href, ...(item.aliases ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function Sidebar(props: { viewer: Sidebar_viewer$key; query: SidebarCounts_query$key & Sidebar_query$key }) {
  const viewer = useFragment(
    graphql`
      fragment Sidebar_viewer on Viewer {
        isAdmin
        editaPlanSanitario
        ...UserBlock_viewer
      }
    `,
    props.viewer,
  );
  const { counts } = useFragment<Sidebar_query$key>(
    graphql`
      fragment Sidebar_query on Query {
        counts {
          actuacionesPendientes
        }
      }
    `,
    props.query,
  );
  const main = [...MAIN, { ...PENDIENTES, count: counts.actuacionesPendientes }];
  // Narrow screens (a tablet at the kennels) start with the icon-only sidebar to leave room for the page.
  const [expanded, setExpanded] = useState(() => window.matchMedia("(min-width: 1024px)").matches);
  const { pathname } = useLocation();
  const administration = [...(viewer.isAdmin ? ADMIN : []), ...(viewer.editaPlanSanitario ? [PLAN_SANITARIO] : [])];
  // On a phone the expanded sidebar lies over the page like a drawer: choosing a page closes it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (expanded && window.matchMedia(PHONE).matches) setExpanded(false);
  }

  return (
    <>
      {/* Keeps the page beside the icon-only width while the expanded sidebar overlays it on a phone. */}
      {expanded && <div className="w-16 shrink-0 md:hidden" aria-hidden />}
      {expanded && (
        <div className="fixed inset-0 z-20 bg-slate-900/30 md:hidden" aria-hidden onClick={() => setExpanded(false)} data-testid="sidebar-backdrop" />
      )}
      <aside
        className={cn(
          "sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200",
          expanded ? "w-64 max-md:fixed max-md:left-0 max-md:z-30 max-md:shadow-xl" : "w-16",
        )}
      >
        <div className={cn("flex h-16 items-center border-b border-slate-100", expanded ? "justify-between px-4" : "justify-center")}>
          {expanded && (
            <div className="flex items-center gap-2 font-semibold text-brand-800">
              <PawPrint size={22} aria-hidden />
              <span>Refugio</span>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={expanded ? "Contraer menú lateral" : "Expandir menú lateral"}
            aria-expanded={expanded}
            onPress={() => setExpanded(!expanded)}
          >
            {expanded ? <PanelLeftClose size={18} aria-hidden /> : <PanelLeftOpen size={18} aria-hidden />}
          </Button>
        </div>

        <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-2 py-4">
          <NavGroup title="Gestión Principal" items={main} expanded={expanded} pathname={pathname} />
          {administration.length > 0 && <NavGroup title="Administración" items={administration} expanded={expanded} pathname={pathname} />}
          {expanded && <SidebarCounts query={props.query} />}
        </nav>

        <UserBlock viewer={viewer} expanded={expanded} />
      </aside>
    </>
  );
}

function NavGroup({ title, items, expanded, pathname }: { title: string; items: NavItem[]; expanded: boolean; pathname: string }) {
  return (
    <div className="mb-5">
      {expanded ? (
        <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      ) : (
        <hr className="mx-2 mb-2 border-slate-100" />
      )}
      <ul className="flex flex-col gap-0.5" aria-label={title}>
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.href}>
              <Tooltip content={item.label} isDisabled={expanded}>
                <Link
                  href={item.href}
                  // Icon only, the label (and count) names the link; expanded, its visible text does.
                  aria-label={expanded ? undefined : item.count === undefined ? item.label : `${item.label}: ${item.count}`}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "relative flex h-10 items-center gap-3 rounded-md text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
                    expanded ? "px-3" : "justify-center",
                    active ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  )}
                >
                  <item.icon size={18} aria-hidden />
                  {/* On the rail (a phone's), a count above zero shows as a badge on the icon; the link's label reads it out. */}
                  {!expanded && item.count !== undefined && item.count > 0 && (
                    <span
                      aria-hidden
                      className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-amber-700 px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums"
                      data-testid={`nav-badge-${item.href.slice(1)}`}
                    >
                      {item.count > 99 ? "99+" : item.count}
                    </span>
                  )}
                  {expanded && <span className="flex-1">{item.label}</span>}
                  {expanded && item.count !== undefined && (
                    <span
                      className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800 tabular-nums"
                      data-testid={`nav-count-${item.href.slice(1)}`}
                    >
                      {item.count}
                    </span>
                  )}
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
