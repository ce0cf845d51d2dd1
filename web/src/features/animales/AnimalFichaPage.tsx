import { FilePlus2, List, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useBlocker, useLocation, useNavigate, useRevalidator } from "react-router";
import type { AnimalFichaPageQuery as AnimalFichaPageQueryType } from "../../__generated__/AnimalFichaPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { AnimalDataPanel } from "./AnimalDataPanel.tsx";
import { AnimalStaysPanel } from "./AnimalStaysPanel.tsx";
import { DeleteAnimalDialog, type DeleteTarget } from "./DeleteAnimalDialog.tsx";
import type { PendingPhoto } from "./photoFile.ts";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog.tsx";
import { ANIMAL_LIST_CONNECTION } from "./animalListConnection.ts";
import { takeRegistrationRefresh } from "../registro/registrationContext.ts";

/** Spec section 9: the ficha reloads 100 ms after it sees the refresh flag. */
const REFRESH_DELAY_MS = 100;

export const AnimalFichaPageQuery = graphql`
  query AnimalFichaPageQuery($databaseId: Int!, $hasAnimal: Boolean!) {
    ...AnimalDataPanel_lookups
    ...GeneralTab_query
    animal(databaseId: $databaseId) @include(if: $hasAnimal) {
      id
      databaseId
      registro
      nombre
      ...AnimalDataPanel_animal
      ...AnimalStaysPanel_animal
    }
  }
`;

/** What the page that created this ficha hands it: the photo it could not upload, and that the keyboard was on its Guardar. */
type LocationState = { keptPhoto?: PendingPhoto; created?: boolean } | null;

/** Ficha Registral (spec section 2 "Animal record form"). */
export function AnimalFichaPage() {
  const data = useRouteQuery<AnimalFichaPageQueryType>(AnimalFichaPageQuery);
  const navigate = useNavigate();
  const location = useLocation();
  const isExisting = new URLSearchParams(location.search).has("id");
  const animal = data.animal ?? null;
  const missing = isExisting && !animal;

  const [dirty, setDirty] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [confirmNew, setConfirmNew] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  // The location a navigation the user already agreed to (saving, deleting, discarding) leaves; the
  // agreement lapses once the page is at another location.
  const agreedToLeave = useRef<string | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const elsewhere = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return dirty && agreedToLeave.current !== currentLocation.key && elsewhere;
  });

  useEffect(() => {
    if (missing) toastError("No se pudo cargar el animal");
  }, [missing]);

  // Back from choosing a person or town hall: read the ficha again so the new link shows.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!takeRegistrationRefresh()) return;
    const timer = setTimeout(() => void revalidate(), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revalidate]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  function go(path: string, state?: LocationState) {
    agreedToLeave.current = location.key;
    navigate(path, { replace: path.startsWith("/animales?id="), state });
  }

  function startNew() {
    setConfirmNew(false);
    setDirty(false);
    if (isExisting) return go("/animales");
    // Already on a new ficha: clear it.
    setFormKey((key) => key + 1);
  }

  const { keptPhoto = null, created = false } = (location.state as LocationState) ?? {};

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Ficha Registral</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="ficha-subtitle">
            {animal ? `Nº Id ${animal.databaseId} · ${animal.registro} · ${animal.nombre}` : missing ? "Ficha no encontrada" : "Nueva ficha registral"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => (dirty ? setConfirmNew(true) : startNew())}>
            <FilePlus2 size={16} aria-hidden />
            Nueva ficha registral
          </Button>
          <LinkButton href="/animales/lista" variant="secondary">
            <List size={16} aria-hidden />
            Lista fichas registrales
          </LinkButton>
          {animal && (
            <Button
              variant="destructive"
              onPress={() => setDeleteTarget({ id: animal.id, databaseId: animal.databaseId, registro: animal.registro, nombre: animal.nombre })}
            >
              <Trash2 size={16} aria-hidden />
              Eliminar ficha
            </Button>
          )}
        </div>
      </header>

      {missing ? (
        <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-600" role="alert">
          No se pudo cargar el animal. Puede que la ficha se haya eliminado.
        </p>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
          <AnimalDataPanel
            key={`${animal?.id ?? "nueva"}-${formKey}`}
            animal={animal}
            lookups={data}
            initialPendingPhoto={keptPhoto}
            onDirtyChange={onDirtyChange}
            focusSubmit={created}
            onCreated={(databaseId, kept) => go(`/animales?id=${databaseId}`, { created: true, ...(kept && { keptPhoto: kept }) })}
          />
          <AnimalStaysPanel animal={animal} query={data} onReload={() => void revalidate()} />
        </div>
      )}

      <UnsavedChangesDialog isOpen={confirmNew} onDiscard={startNew} onKeep={() => setConfirmNew(false)} />
      <UnsavedChangesDialog isOpen={blocker.state === "blocked"} onDiscard={() => blocker.proceed?.()} onKeep={() => blocker.reset?.()} />
      <DeleteAnimalDialog
        target={deleteTarget}
        from="ficha"
        connections={[ANIMAL_LIST_CONNECTION]}
        onCancel={() => setDeleteTarget(null)}
        onFinished={() => go("/animales/lista")}
      />
    </div>
  );
}
