import { ayuntamientoInputSchema } from "@rules/ayuntamiento.ts";
import { graphql, useFragment } from "react-relay/hooks";
import type { AyuntamientoTab_entradaSalida$key } from "../../__generated__/AyuntamientoTab_entradaSalida.graphql.ts";
import type { SaveAyuntamientoFromFichaInput } from "../../__generated__/SaveAyuntamientoFromFichaMutation.graphql.ts";
import { AYUNTAMIENTO_DOCUMENT, AYUNTAMIENTO_FIELDS, AYUNTAMIENTO_SAVE_TEXTS } from "../ayuntamientos/ayuntamientoFields.ts";
import { useLinkAyuntamientoToEntradaSalidaMutation } from "./LinkToEntradaSalidaMutation.ts";
import { LinkedRecordForm, type LinkedRecordKind } from "./LinkedRecordForm.tsx";
import { useSaveAyuntamientoFromFichaMutation } from "./SaveAyuntamientoFromFichaMutation.ts";
import { useUnlinkAyuntamientoFromEntradaSalidaMutation } from "./UnlinkFromEntradaSalidaMutation.ts";
import { AYUNTAMIENTO_LINKED } from "../registro/registrationContext.ts";

const AYUNTAMIENTO: LinkedRecordKind = {
  document: AYUNTAMIENTO_DOCUMENT,
  fields: AYUNTAMIENTO_FIELDS,
  schema: ayuntamientoInputSchema,
  texts: {
    ...AYUNTAMIENTO_SAVE_TEXTS,
    noun: "ayuntamiento",
    newTitle: "Nuevo ayuntamiento",
    notFound: (cif) => `No hay ningún ayuntamiento con CIF ${cif}. ¿Desea crearlo y vincularlo a esta entrada/salida?`,
    foundTitle: "Ayuntamiento ya registrado",
    found: (cif) => `Ya existe un ayuntamiento con CIF ${cif}`,
    linked: AYUNTAMIENTO_LINKED,
    unlinked: "Ayuntamiento desvinculado correctamente",
    confirmModify:
      "Se modificarán los datos de este ayuntamiento en su propio registro, y con ellos en todas las fichas registrales que lo usan. ¿Desea continuar?",
    confirmUnlink:
      "El ayuntamiento dejará de constar en esta entrada/salida (y en el libro de registro y los documentos que se generen). Su registro en Ayuntamientos no se elimina. ¿Desea continuar?",
    linkError: "Error al asociar el ayuntamiento",
    unlinkError: "Error al desvincular el ayuntamiento",
  },
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
  const [save] = useSaveAyuntamientoFromFichaMutation();
  const [link] = useLinkAyuntamientoToEntradaSalidaMutation();
  const [unlink] = useUnlinkAyuntamientoFromEntradaSalidaMutation();
  const ayuntamiento = entradaSalida.ayuntamiento;

  return (
    <LinkedRecordForm
      record={ayuntamiento ?? null}
      kind={AYUNTAMIENTO}
      save={(values, ayuntamientoId) => save({ ...values, entradaSalidaId: entradaSalida.id, ayuntamientoId } as SaveAyuntamientoFromFichaInput)}
      link={(ayuntamientoId) => link({ entradaSalidaId: entradaSalida.databaseId, ayuntamientoId })}
      unlink={() => unlink({ entradaSalidaId: entradaSalida.id })}
      selection={{ mode: "selectMunicipality", animalId: props.animalDatabaseId, entradaSalidaId: entradaSalida.databaseId }}
    />
  );
}
