import { CLASE_NOMBRES, CLASES, type Clase } from "@rules/planSanitario.ts";
import { formatDay } from "@rules/shelterClock.ts";
import { Check, ClipboardList } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { PendientesPageQuery as PendientesPageQueryType } from "../../__generated__/PendientesPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { cn } from "../../ui/cn.ts";
import { Pagination } from "../../ui/Pagination.tsx";
import { Select } from "../../ui/Select.tsx";
import { AnimalThumbnail } from "../animales/AnimalThumbnail.tsx";
import { usePageParams } from "../lists/listParams.ts";
import { filtersOf } from "./pendientesLoader.ts";
import { EstadoBadge } from "./EstadoBadge.tsx";
import { type ItemToRecord, RegistrarDialog } from "./RegistrarDialog.tsx";

export const PendientesPageQuery = graphql`
  query PendientesPageQuery($page: Int!, $clase: String, $tipoId: Int) {
    appStatus {
      zonaHoraria
    }
    tipos {
      databaseId
      tipo
    }
    actuacionesPendientes(page: $page, first: 10, clase: $clase, tipoId: $tipoId) {
      totalCount
      actuaciones
      page
      totalPages
      edges {
        node {
          animalDatabaseId
          nombre
          registro
          photoUrl
          actuaciones {
            actuacionAnimalId
            nombre
            clase
            fechaPrevista
            vencimiento
          }
        }
      }
    }
  }
`;

const ALL = "todas";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Pendientes': what is overdue, due today and due in the next 7 days across the shelter, by animal. */
export function PendientesPage() {
  const { actuacionesPendientes: list, appStatus, tipos } = useRouteQuery<PendientesPageQueryType>(PendientesPageQuery);
  const [params, setParams] = useSearchParams();
  const { setPage } = usePageParams();
  const filters = filtersOf(params);
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const busy = navigation.state === "loading" && navigation.location?.pathname === window.location.pathname;
  const [recording, setRecording] = useState<ItemToRecord | null>(null);
  const [announced, setAnnounced] = useState("");
  const [refocus, setRefocus] = useState<{ at: number; shown: typeof list } | null>(null);
  const page = useRef<HTMLDivElement>(null);

  // The recorded item's row leaves the list with its button: once the list has come back, the
  // keyboard goes on at the row that took its place (the last one, or the heading when none is left).
  useEffect(() => {
    if (!refocus || refocus.shown === list) return;
    const buttons = page.current?.querySelectorAll<HTMLElement>("[data-registrar]") ?? [];
    (buttons[Math.min(refocus.at, buttons.length - 1)] ?? page.current?.querySelector("h1"))?.focus();
    setRefocus(null);
  }, [refocus, list]);

  function refocusAfter(recorded: ItemToRecord) {
    const shownIds = list.edges.flatMap(({ node }) => node.actuaciones.map((item) => item.actuacionAnimalId));
    setRefocus({ at: shownIds.indexOf(recorded.id), shown: list });
  }

  function setFilter(name: "clase" | "tipo", value: string | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete("page");
      return next;
    });
  }

  return (
    <div ref={page} className="mx-auto flex max-w-5xl flex-col gap-5">
      <header>
        <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Pendientes
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="pendientes-total">
          {count(list.actuaciones, "actuación", "actuaciones")} de {count(list.totalCount, "animal", "animales")}: vencidas, de hoy y de los próximos 7 días
        </p>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="Tipo de actuación"
          options={[{ id: ALL, label: "Todos" }, ...CLASES.map((clase) => ({ id: clase, label: CLASE_NOMBRES[clase] }))]}
          selectedKey={filters.clase ?? ALL}
          onSelectionChange={(key) => setFilter("clase", key === ALL ? null : String(key))}
        />
        <Select
          label="Especie"
          options={[{ id: ALL, label: "Todas" }, ...tipos.map((tipo) => ({ id: String(tipo.databaseId), label: tipo.tipo }))]}
          selectedKey={filters.tipoId === null ? ALL : String(filters.tipoId)}
          onSelectionChange={(key) => setFilter("tipo", key === ALL ? null : String(key))}
        />
      </div>
      {/* Always in the page, so a screen reader announces what is put in it. */}
      <div role="status" data-testid="pendientes-resultado">
        {announced && <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{announced}</p>}
      </div>
      <div className={cn("flex flex-col gap-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
        {list.edges.length === 0 ? (
          <Card className="p-6 text-center text-sm text-slate-600">No hay actuaciones pendientes.</Card>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Animales con actuaciones pendientes">
            {list.edges.map(({ node: animal }) => (
              <li key={animal.animalDatabaseId}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex items-center gap-3">
                    <AnimalThumbnail photoUrl={animal.photoUrl} nombre={animal.nombre} />
                    <div className="min-w-0 flex-1">
                      <h2 className="truncate text-base font-semibold text-slate-900">{animal.nombre}</h2>
                      <p className="font-mono text-xs text-slate-600">{animal.registro}</p>
                    </div>
                    <LinkButton
                      size="sm"
                      variant="secondary"
                      href={`/animales?id=${animal.animalDatabaseId}&tab=salud`}
                      aria-label={`Ver la salud de ${animal.nombre} en su ficha`}
                    >
                      <ClipboardList size={14} aria-hidden />
                      Ficha
                    </LinkButton>
                  </div>
                  <ul className="flex flex-col divide-y divide-slate-100" aria-label={`Pendiente de ${animal.nombre}`}>
                    {animal.actuaciones.map((item) => (
                      <li key={item.actuacionAnimalId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
                        <div className="min-w-0 flex-1">
                          <p className="font-medium text-slate-900">{item.nombre}</p>
                          <p className="text-xs text-slate-600">
                            {CLASE_NOMBRES[item.clase as Clase] ?? item.clase} · {formatDay(item.fechaPrevista)}
                          </p>
                        </div>
                        <EstadoBadge estado={item.vencimiento as "vencida" | "hoy" | "proxima"} />
                        <Button
                          onPress={() => setRecording({ id: item.actuacionAnimalId, nombre: item.nombre, animalNombre: animal.nombre })}
                          aria-label={`Registrar ${item.nombre} de ${animal.nombre}`}
                          data-registrar
                          className="max-sm:w-full"
                        >
                          <Check size={16} aria-hidden />
                          Registrar
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} onPageChange={(n) => setPage(n)} isLoading={busy} />
      </div>
      <RegistrarDialog
        item={recording}
        onClose={() => setRecording(null)}
        timeZone={appStatus.zonaHoraria}
        animalId={null}
        onRecorded={(message) => {
          setAnnounced(message);
          if (recording) refocusAfter(recording);
          // The item leaves the list and the next one joins it if due within the week.
          void revalidate();
        }}
      />
    </div>
  );
}
