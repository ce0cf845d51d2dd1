import { Suspense, useEffect, useRef, useState } from "react";
import type { Key } from "react-aria-components";
import { graphql, useFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import type { EntradaSalidaTabs_entradaSalida$key } from "../../__generated__/EntradaSalidaTabs_entradaSalida.graphql.ts";
import type { GeneralTab_query$key } from "../../__generated__/GeneralTab_query.graphql.ts";
import { focusFieldWhenShown } from "../../forms/focusField.ts";
import { Tab, TabList, TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { AyuntamientoTab } from "./AyuntamientoTab.tsx";
import { GeneralTab } from "./GeneralTab.tsx";
import { SaludTabPanel } from "../planSanitario/SaludTab.tsx";
import { ObservacionesTabPanel } from "./ObservacionesTab.tsx";
import { EntradaTab, SalidaTab } from "./PersonTab.tsx";

const LINKABLE_TABS = ["entrada", "salida", "ayuntamiento", "observaciones", "salud"];

/** The tabs of the selected E/S; each tab reads its own fragment. */
export function EntradaSalidaTabs(props: {
  entradaSalida: EntradaSalidaTabs_entradaSalida$key;
  query: GeneralTab_query$key;
  animalId: string;
  animalDatabaseId: number;
}) {
  const entradaSalida = useFragment(
    graphql`
      fragment EntradaSalidaTabs_entradaSalida on EntradaSalida {
        id
        databaseId
        ...GeneralTab_entradaSalida
        ...PersonTab_entrada
        ...PersonTab_salida
        ...AyuntamientoTab_entradaSalida
      }
    `,
    props.entradaSalida,
  );
  // A link such as 'Tratamientos en curso' opens the Observaciones tab (?tab=observaciones), one from
  // 'Pendientes' the Salud tab (?tab=salud); one from an adoption's missing conditions opens the
  // adopter's field (?tab=salida&campo=mayorEdad); a person or town hall chosen in select mode
  // comes back to the tab that shows it (?tab=entrada).
  const [params] = useSearchParams();
  const linkedTab = params.get("tab");
  const wanted = linkedTab && LINKABLE_TABS.includes(linkedTab) ? linkedTab : "general";
  const [selected, setSelected] = useState<Key>(wanted);
  // On a phone the tabs sit under the animal's form and its E/S list, about two screens down: a
  // link to a tab brings them to the top. The tabs then take at least the screen's height, so the
  // page can scroll that far before the tab's own rows have arrived.
  const tabsRef = useRef<HTMLDivElement>(null);
  const [linkedOutOfSight, setLinkedOutOfSight] = useState(false);
  useEffect(() => {
    setSelected(wanted);
    const campo = params.get("campo");
    if (campo) focusFieldWhenShown(campo);
    else if (linkedTab && isOutOfSight(tabsRef.current)) setLinkedOutOfSight(true);
  }, [wanted, linkedTab, params]);
  useEffect(() => {
    if (linkedOutOfSight) tabsRef.current?.scrollIntoView({ block: "start" });
  }, [linkedOutOfSight]);
  return (
    <Tabs
      ref={tabsRef}
      className={linkedOutOfSight ? "min-h-dvh" : undefined}
      aria-label={`Entrada/salida nº ${entradaSalida.databaseId}`}
      selectedKey={selected}
      onSelectionChange={setSelected}
    >
      <TabList aria-label={`Datos de la entrada/salida nº ${entradaSalida.databaseId}`}>
        <Tab id="general">General</Tab>
        <Tab id="entrada">Entrada</Tab>
        <Tab id="salida">Salida</Tab>
        <Tab id="ayuntamiento">Ayuntamiento</Tab>
        <Tab id="observaciones">Observaciones</Tab>
        <Tab id="salud">Salud</Tab>
      </TabList>
      {/* The four form tabs stay mounted while another shows: what a worker typed survives a visit to
          another tab (an adoption's refusal sends them to the adopter's field and back). */}
      <TabPanel id="general" shouldForceMount>
        {/* An adoption's conditions are read with a query of their own: the tab shows once they are in, whole. */}
        <Suspense fallback={<p className="p-4 text-sm text-slate-600">Cargando…</p>}>
          <GeneralTab
            key={entradaSalida.id}
            entradaSalida={entradaSalida}
            query={props.query}
            animal={{ id: props.animalId, databaseId: props.animalDatabaseId }}
          />
        </Suspense>
      </TabPanel>
      <TabPanel id="entrada" shouldForceMount>
        <EntradaTab entradaSalida={entradaSalida} animalDatabaseId={props.animalDatabaseId} />
      </TabPanel>
      <TabPanel id="salida" shouldForceMount>
        <SalidaTab entradaSalida={entradaSalida} animalDatabaseId={props.animalDatabaseId} />
      </TabPanel>
      <TabPanel id="ayuntamiento" shouldForceMount>
        <AyuntamientoTab entradaSalida={entradaSalida} animalDatabaseId={props.animalDatabaseId} />
      </TabPanel>
      <TabPanel id="observaciones">
        <ObservacionesTabPanel entradaSalidaId={entradaSalida.id} />
      </TabPanel>
      <TabPanel id="salud">
        <SaludTabPanel animalId={props.animalId} />
      </TabPanel>
    </Tabs>
  );
}

/** Where the top is above the screen or in its bottom quarter; a desk's side panel shows its tabs already. */
function isOutOfSight(element: HTMLElement | null): boolean {
  const top = element?.getBoundingClientRect().top;
  return top !== undefined && (top < 0 || top > window.innerHeight * 0.75);
}
