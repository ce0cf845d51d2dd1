import { PawPrint } from "lucide-react";
import { PageCard } from "../../ui/Card.tsx";

/**
 * 'Acerca de Refugio': the project's own page, which the About dialog's credit links to. Each
 * shelter runs its own copy, often offline, so the page is part of the app rather than a web
 * address that may not open (docs/decisions.md, "About").
 */
export function AcercaPage() {
  return (
    <PageCard
      icon={<PawPrint size={20} />}
      title="Acerca de Refugio"
      description="Sistema de Gestión de Protectora de Animales"
      bodyClassName="flex flex-col gap-4 text-sm text-slate-700"
    >
      <p>
        Refugio es la aplicación con la que el personal de una protectora lleva cada día la ficha registral de sus animales, sus entradas y salidas, las
        personas y los ayuntamientos que intervienen, las observaciones y los tratamientos, los listados y los documentos legales.
      </p>
      <section aria-labelledby="acerca-autoria" className="flex flex-col gap-1">
        <h2 id="acerca-autoria" className="text-base font-semibold text-slate-900">
          Diseño y desarrollo
        </h2>
        <p>El equipo de Refugio diseña y desarrolla la aplicación. Cada refugio la instala en su propio servidor: sus datos no salen de él.</p>
      </section>
      <section aria-labelledby="acerca-software" className="flex flex-col gap-1">
        <h2 id="acerca-software" className="text-base font-semibold text-slate-900">
          Software libre
        </h2>
        <p>Está construida con React, React Aria, Relay, GraphQL Yoga, Fastify, Prisma y PostgreSQL, entre otros proyectos de software libre.</p>
      </section>
    </PageCard>
  );
}
