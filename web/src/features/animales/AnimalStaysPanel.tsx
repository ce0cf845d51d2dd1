import { ArrowLeftRight, Lock } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { AnimalStaysPanel_animal$key } from "../../__generated__/AnimalStaysPanel_animal.graphql.ts";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";

export const SAVE_FIRST_TEXT = "Guarde primero los datos del animal para acceder a las entradas y salidas";

/**
 * The ficha's right panel: the animal's entries and exits (E/S). Until the animal is saved it
 * only says so (spec section 2 "Animal record form"). Once it is saved this panel is where the
 * E/S table and its tabs belong, each declaring its own fragment on Animal; for now it shows how
 * many E/S records the animal has.
 */
export function AnimalStaysPanel(props: { animal: AnimalStaysPanel_animal$key | null }) {
  const animal = useFragment(
    graphql`
      fragment AnimalStaysPanel_animal on Animal {
        databaseId
        entradasSalidasCount
      }
    `,
    props.animal,
  );
  return (
    <Card className="h-full">
      <CardHeader title="Entradas y Salidas" icon={<ArrowLeftRight size={20} />} />
      <CardBody>
        {animal ? (
          <p className="text-sm text-slate-600" data-testid="stays-summary">
            {animal.entradasSalidasCount === 1
              ? "Esta ficha tiene 1 registro de entrada/salida."
              : `Esta ficha tiene ${animal.entradasSalidasCount} registros de entrada/salida.`}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-slate-500">
            <Lock size={28} aria-hidden />
            <p className="max-w-sm text-sm">{SAVE_FIRST_TEXT}</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
