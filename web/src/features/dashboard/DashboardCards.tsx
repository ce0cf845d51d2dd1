import { CalendarClock, Heart, PawPrint, Stethoscope, UserCheck, type LucideIcon } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DashboardCards_dashboard$key } from "../../__generated__/DashboardCards_dashboard.graphql.ts";
import { Card } from "../../ui/Card.tsx";

type Figure = { title: string; value: number; description: string; icon: LucideIcon; tone: string };

/** The Dashboard's cards (spec section 2 "Shell"), from real data; see README.md "Dashboard". */
export function DashboardCards(props: { dashboard: DashboardCards_dashboard$key }) {
  const d = useFragment(
    graphql`
      fragment DashboardCards_dashboard on Dashboard {
        animalesEnRefugio
        fichasRegistradas
        anio
        adopcionesAnio
        enTratamiento
        usuariosActivos
        actuacionesPendientes
      }
    `,
    props.dashboard,
  );
  const figures: Figure[] = [
    {
      title: "Animales Registrados",
      value: d.animalesEnRefugio,
      description: `En el refugio ahora, de ${d.fichasRegistradas} ${d.fichasRegistradas === 1 ? "ficha" : "fichas"} en total`,
      icon: PawPrint,
      tone: "bg-brand-50 text-brand-700",
    },
    { title: "Adopciones", value: d.adopcionesAnio, description: `Salidas por adopción en ${d.anio}`, icon: Heart, tone: "bg-rose-50 text-rose-600" },
    {
      title: "En Tratamiento",
      value: d.enTratamiento,
      description: "Animales con un tratamiento abierto",
      icon: Stethoscope,
      tone: "bg-amber-50 text-amber-600",
    },
    { title: "Usuarios Activos", value: d.usuariosActivos, description: "Cuentas que pueden iniciar sesión", icon: UserCheck, tone: "bg-sky-50 text-sky-600" },
    {
      title: "Actuaciones pendientes",
      value: d.actuacionesPendientes,
      description: "Vencidas, de hoy y de los próximos 7 días (Pendientes)",
      icon: CalendarClock,
      tone: "bg-violet-50 text-violet-600",
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Cifras del refugio">
      {figures.map((figure) => (
        <li key={figure.title}>
          <Card className="flex h-full items-start gap-4 p-5">
            <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${figure.tone}`}>
              <figure.icon size={22} aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="text-sm font-medium text-slate-600">{figure.title}</h2>
              <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid={`figure-${figure.title}`}>
                {figure.value}
              </p>
              <p className="mt-1 text-xs text-slate-500">{figure.description}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
