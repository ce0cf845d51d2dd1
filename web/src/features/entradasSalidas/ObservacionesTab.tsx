import { NotebookPen } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { ObservacionesTab_entradaSalida$key } from "../../__generated__/ObservacionesTab_entradaSalida.graphql.ts";

/** The Observaciones tab. Its table, the 'Solo los tratamientos' filter and the documents come with the observations. */
export function ObservacionesTab(props: { entradaSalida: ObservacionesTab_entradaSalida$key }) {
  const entradaSalida = useFragment(
    graphql`
      fragment ObservacionesTab_entradaSalida on EntradaSalida {
        databaseId
      }
    `,
    props.entradaSalida,
  );
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
      <NotebookPen size={24} aria-hidden />
      <p>Las observaciones y tratamientos de la entrada/salida nº {entradaSalida.databaseId} se mostrarán aquí.</p>
    </div>
  );
}
