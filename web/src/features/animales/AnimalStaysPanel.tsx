import { ArrowLeftRight, Lock, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import { DESTINO_EN_REFUGIO, OPEN_STAY_MESSAGE } from "@rules/entradaSalida.ts";
import { recordIdOf } from "@rules/recordId.ts";
import type { AnimalStaysPanel_animal$key } from "../../__generated__/AnimalStaysPanel_animal.graphql.ts";
import type { GeneralTab_query$key } from "../../__generated__/GeneralTab_query.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Button } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { DeleteEntradaSalidaDialog, type EntradaSalidaTarget } from "../entradasSalidas/DeleteEntradaSalidaDialog.tsx";
import { EntradaSalidaTable } from "../entradasSalidas/EntradaSalidaTable.tsx";
import { EntradaSalidaTabs } from "../entradasSalidas/EntradaSalidaTabs.tsx";
import { useOpenEntradaSalidaMutation } from "../entradasSalidas/OpenEntradaSalidaMutation.ts";

export const SAVE_FIRST_TEXT = "Guarde primero los datos del animal para acceder a las entradas y salidas";

/**
 * The ficha's right panel (spec section 2 "Animal record form"): until the animal is saved it only
 * says so; then the E/S table, newest first and selected, 'Añadir Entrada', 'Eliminar E/S' and
 * the tabs of the selected E/S.
 */
export function AnimalStaysPanel(props: { animal: AnimalStaysPanel_animal$key | null; query: GeneralTab_query$key; onReload: () => void }) {
  const animal = useFragment(
    graphql`
      fragment AnimalStaysPanel_animal on Animal  {
        id
        databaseId
        # An animal's whole history fits: the table scrolls.
        entradasSalidas(first: 100) @connection(key: "AnimalStaysPanel_entradasSalidas") {
          __id
          edges {
            node {
              id
              databaseId
              destino {
                databaseId
              }
              ...EntradaSalidaTable_entradasSalidas
              ...EntradaSalidaTabs_entradaSalida
            }
          }
        }
      }
    `,
    props.animal,
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A link such as 'Tratamientos en curso' names the E/S to open (?es=).
  const [params] = useSearchParams();
  const linkedEs = recordIdOf(params.get("es"));
  const [deleteTarget, setDeleteTarget] = useState<EntradaSalidaTarget | null>(null);
  const [open, isOpening] = useOpenEntradaSalidaMutation();

  if (!animal) {
    return (
      <Card className="h-full min-w-0">
        <CardHeader title="Entradas y Salidas" icon={<ArrowLeftRight size={20} />} />
        <CardBody>
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-slate-500">
            <Lock size={28} aria-hidden />
            <p className="max-w-sm text-sm">{SAVE_FIRST_TEXT}</p>
          </div>
        </CardBody>
      </Card>
    );
  }

  const rows = animal.entradasSalidas.edges.map((edge) => edge.node);
  const selected = rows.find((row) => row.id === chosenId) ?? rows.find((row) => row.databaseId === linkedEs) ?? rows[0] ?? null;
  const connection = animal.entradasSalidas.__id;

  async function addEntrada() {
    if (!animal) return;
    // check-open: the table already knows; the server checks again.
    if (rows.some((row) => row.destino.databaseId === DESTINO_EN_REFUGIO)) return toastError(OPEN_STAY_MESSAGE);
    try {
      const { openEntradaSalida: result } = await open({ variables: { input: { animalId: animal.id }, connections: [connection] } });
      if (result.__typename === "OpenEntradaSalidaPayload") return setChosenId(result.entradaSalidaEdge?.node.id ?? null);
      toastError(readMutationError(result.error)?.message ?? "Error al crear la entrada/salida");
    } catch {
      toastError("Error al crear la entrada/salida");
    }
  }

  return (
    <Card className="h-full min-w-0">
      <CardHeader title="Entradas y Salidas" icon={<ArrowLeftRight size={20} />} />
      <CardBody className="flex flex-col gap-4">
        <div className="flex flex-wrap justify-end gap-2">
          <Button onPress={() => void addEntrada()} isPending={isOpening}>
            <Plus size={16} aria-hidden />
            Añadir Entrada
          </Button>
          <Button
            variant="destructive"
            isDisabled={!selected}
            onPress={() => selected && setDeleteTarget({ id: selected.id, databaseId: selected.databaseId })}
          >
            <Trash2 size={16} aria-hidden />
            Eliminar E/S
          </Button>
        </div>
        <EntradaSalidaTable entradasSalidas={rows} selectedId={selected?.id ?? null} onSelect={setChosenId} />
        {selected && (
          <EntradaSalidaTabs key={selected.id} entradaSalida={selected} query={props.query} animalId={animal.id} animalDatabaseId={animal.databaseId} />
        )}
      </CardBody>
      <DeleteEntradaSalidaDialog
        target={deleteTarget}
        connection={connection}
        onCancel={() => setDeleteTarget(null)}
        onFinished={() => {
          setDeleteTarget(null);
          props.onReload();
        }}
      />
    </Card>
  );
}
