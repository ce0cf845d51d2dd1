import { graphql, useFragment } from "react-relay";
import type { PersonTab_entrada$key } from "../../__generated__/PersonTab_entrada.graphql.ts";
import type { PersonTab_salida$key } from "../../__generated__/PersonTab_salida.graphql.ts";
import { LinkedPersonaForm } from "./LinkedPersonaForm.tsx";

/** The Entrada tab: the person who handed the animal in (datos_entrada). */
export function EntradaTab(props: { entradaSalida: PersonTab_entrada$key; animalDatabaseId: number }) {
  const entradaSalida = useFragment(
    graphql`
      fragment PersonTab_entrada on EntradaSalida {
        id
        databaseId
        datosEntrada {
          ...LinkedPersonaForm_persona
        }
      }
    `,
    props.entradaSalida,
  );
  return (
    <LinkedPersonaForm
      personRole="ENTRADA"
      persona={entradaSalida.datosEntrada ?? null}
      entradaSalida={entradaSalida}
      animalDatabaseId={props.animalDatabaseId}
    />
  );
}

/** The Salida tab: the person who took the animal (datos_salida). */
export function SalidaTab(props: { entradaSalida: PersonTab_salida$key; animalDatabaseId: number }) {
  const entradaSalida = useFragment(
    graphql`
      fragment PersonTab_salida on EntradaSalida {
        id
        databaseId
        datosSalida {
          ...LinkedPersonaForm_persona
        }
      }
    `,
    props.entradaSalida,
  );
  return (
    <LinkedPersonaForm
      personRole="SALIDA"
      persona={entradaSalida.datosSalida ?? null}
      entradaSalida={entradaSalida}
      animalDatabaseId={props.animalDatabaseId}
    />
  );
}
