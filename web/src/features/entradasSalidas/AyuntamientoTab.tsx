import { ayuntamientoInputSchema } from "@rules/ayuntamiento.ts";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router";
import type { AyuntamientoTab_entradaSalida$key } from "../../__generated__/AyuntamientoTab_entradaSalida.graphql.ts";
import type { AyuntamientoTabCifQuery } from "../../__generated__/AyuntamientoTabCifQuery.graphql.ts";
import type { SaveAyuntamientoFromFichaMutation$variables } from "../../__generated__/SaveAyuntamientoFromFichaMutation.graphql.ts";
import { commitAsync } from "../../relay/commitAsync.ts";
import { selectionPath, storeRegistrationContext } from "../registro/registrationContext.ts";
import { useLinkAyuntamientoMutation } from "./LinkToEntradaSalidaMutation.ts";
import { type FieldSpec, LinkedRecordForm } from "./LinkedRecordForm.tsx";
import { useSaveAyuntamientoFromFichaMutation } from "./SaveAyuntamientoFromFichaMutation.ts";
import { useUnlinkAyuntamientoMutation } from "./UnlinkFromEntradaSalidaMutation.ts";

const FIELDS: FieldSpec[] = [
  { name: "cif", label: "CIF", maxLength: 25 },
  { name: "ayuntamiento", label: "Ayuntamiento", maxLength: 150 },
  { name: "direccion", label: "Dirección", maxLength: 250, wide: true },
  { name: "codigoPostal", label: "Código postal", maxLength: 10 },
  { name: "localidad", label: "Localidad", maxLength: 100 },
  { name: "telefono", label: "Teléfono", maxLength: 25, type: "tel" },
];
const REQUIRED = ["cif", "ayuntamiento"];

const TEXTS = {
  noun: "ayuntamiento",
  newTitle: "Nuevo ayuntamiento",
  notFound: (cif: string) => `No hay ningún ayuntamiento con CIF ${cif}. ¿Desea crearlo y vincularlo a esta entrada/salida?`,
  foundTitle: "Ayuntamiento ya registrado",
  found: (cif: string) => `Ya existe un ayuntamiento con CIF ${cif}`,
  created: "Ayuntamiento creado correctamente",
  modified: "Ayuntamiento modificado correctamente",
  linked: "Ayuntamiento vinculado correctamente",
  unlinked: "Ayuntamiento desvinculado correctamente",
  confirmModify: "Se modificarán los datos de este ayuntamiento en su propio registro, y con ellos en todas las fichas registrales que lo usan. ¿Desea continuar?",
  saveError: "Error al modificar el ayuntamiento",
  linkError: "Error al asociar el ayuntamiento",
  unlinkError: "Error al desvincular el ayuntamiento",
};

/** The Ayuntamiento tab: the town hall of the E/S, found by CIF, chosen in /ayuntamientos?mode=select, saved or unlinked. */
export function AyuntamientoTab(props: { entradaSalida: AyuntamientoTab_entradaSalida$key; animalDatabaseId: number }) {
  const entradaSalida = useFragment(
    graphql`
      fragment AyuntamientoTab_entradaSalida on EntradaSalida {
        id
        databaseId
        ayuntamiento {
          id
          cif
          ayuntamiento
          direccion
          codigoPostal
          localidad
          telefono
        }
      }
    `,
    props.entradaSalida,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [save] = useSaveAyuntamientoFromFichaMutation();
  const [link] = useLinkAyuntamientoMutation();
  const [unlink] = useUnlinkAyuntamientoMutation();
  const ayuntamiento = entradaSalida.ayuntamiento;

  return (
    <LinkedRecordForm
      key={ayuntamiento?.id ?? "ninguno"}
      record={ayuntamiento ?? null}
      fields={FIELDS}
      schema={ayuntamientoInputSchema}
      required={REQUIRED}
      documentField="cif"
      takenCode="CIF_TAKEN"
      texts={{ ...TEXTS, saveError: ayuntamiento ? TEXTS.saveError : "Error al crear el ayuntamiento" }}
      find={(cif) =>
        fetchQuery<AyuntamientoTabCifQuery>(
          environment,
          graphql`
            query AyuntamientoTabCifQuery($cif: String!) {
              ayuntamientoByCif(cif: $cif) {
                id
                ayuntamiento
              }
            }
          `,
          { cif },
        )
          .toPromise()
          .then((data) => (data?.ayuntamientoByCif ? { id: data.ayuntamientoByCif.id, name: data.ayuntamientoByCif.ayuntamiento } : null))
      }
      save={(values, ayuntamientoId) =>
        commitAsync(save, {
          variables: { input: { ...values, entradaSalidaId: entradaSalida.id, ayuntamientoId } as SaveAyuntamientoFromFichaMutation$variables["input"] },
        }).then((r) => r.saveAyuntamientoFromFicha)
      }
      link={(ayuntamientoId) =>
        commitAsync(link, { variables: { input: { entradaSalidaId: entradaSalida.databaseId, ayuntamientoId } } }).then(
          (r) => r.linkAyuntamientoToEntradaSalida,
        )
      }
      unlink={() => commitAsync(unlink, { variables: { input: { entradaSalidaId: entradaSalida.id } } }).then((r) => r.unlinkAyuntamientoFromEntradaSalida)}
      onSelect={() => {
        storeRegistrationContext({ mode: "selectMunicipality", animalId: props.animalDatabaseId, entradaSalidaId: entradaSalida.databaseId });
        navigate(selectionPath("selectMunicipality"));
      }}
    />
  );
}
