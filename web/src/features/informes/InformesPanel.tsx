import { INFORME_TYPE_LABELS, INFORME_TYPES, type InformeType, processDocumentFor } from "@rules/informes.ts";
import { DESTINO_ADOPCION } from "@rules/entradaSalida.ts";
import { FileText, Play, Syringe } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { InformesPanel_entradaSalida$key } from "../../__generated__/InformesPanel_entradaSalida.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Select } from "../../ui/Select.tsx";
import { RefugioIncompleteNotice } from "../refugio/RefugioIncompleteNotice.tsx";
import { DocumentosGenerados } from "./DocumentosGenerados.tsx";
import { InformeParamsDialog } from "./InformeParamsDialog.tsx";
import { InformePreviewDialog } from "./InformePreviewDialog.tsx";
import { ReplacePersonDialog } from "./ReplacePersonDialog.tsx";
import { AdoptionOverrideDialog } from "../entradasSalidas/AdoptionOverrideDialog.tsx";
import { useInformeGenerator } from "./useInformeGenerator.ts";
import { useStartProcess } from "./useStartProcess.ts";

const TYPE_OPTIONS = INFORME_TYPES.map((tipo) => ({ id: tipo, label: INFORME_TYPE_LABELS[tipo] }));
const PROCESS_NAME: Partial<Record<InformeType, string>> = {
  "declaracion-abandono": "abandono",
  "contrato-adopcion": "adopción",
  "declaracion-reconocimiento": "reconocimiento",
};

type Props = {
  entradaSalida: InformesPanel_entradaSalida$key;
  animal: { id: string; databaseId: number };
  /** The shelter's today, 'yyyy-MM-dd'. */
  today: string;
  /** What the General tab shows now, saved or not: it decides which process applies. */
  shown: { procedenciaId: number | null; destinoId: number | null };
  /** The General tab's checks and save, run before a process. */
  check: () => boolean;
  save: () => Promise<boolean>;
};

const fullName = (persona: { readonly nombre: string; readonly apellido1: string; readonly apellido2?: string | null } | null | undefined) =>
  persona ? [persona.nombre, persona.apellido1, persona.apellido2].filter(Boolean).join(" ") : null;

/**
 * The General tab's reports (spec sections 2, 4 and 5): 'Iniciar proceso' for an abandonment, an
 * adoption or a recognition, the report generator with its forms and preview (and the notice while
 * 'Datos del refugio' is incomplete), and the E/S's 'Documentos generados'.
 */
export function InformesPanel({ animal, today, shown, check, save, ...props }: Props) {
  const entradaSalida = useFragment(
    graphql`
      fragment InformesPanel_entradaSalida on EntradaSalida {
        id
        databaseId
        datosEntrada {
          nombre
          apellido1
          apellido2
        }
        datosSalida {
          nombre
          apellido1
          apellido2
        }
      }
    `,
    props.entradaSalida,
  );
  const [tipo, setTipo] = useState<InformeType | null>(null);
  const persons = { entrada: fullName(entradaSalida.datosEntrada), salida: fullName(entradaSalida.datosSalida) };
  const generator = useInformeGenerator({
    animalId: animal.id,
    entradaSalidaId: entradaSalida.id,
    persons: { entrada: !!persons.entrada, salida: !!persons.salida },
  });
  const process = useStartProcess({
    animalDatabaseId: animal.databaseId,
    entradaSalidaDatabaseId: entradaSalida.databaseId,
    persons,
    check,
    save,
    openForm: generator.request,
  });
  function offerCartilla() {
    generator.previewDialog.onClose();
    generator.request("cartilla-sanitaria");
  }
  const processes = [processDocumentFor(shown, "entrada"), processDocumentFor(shown, "salida")].filter((found) => found !== null);

  return (
    <section aria-labelledby="informes-titulo" className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 id="informes-titulo" className="text-sm font-semibold text-slate-800">
        Informes
      </h3>
      {processes.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {processes.map((found) => (
            <Button key={found} variant="success" onPress={() => process.start(found)}>
              <Play size={16} aria-hidden />
              Iniciar proceso ({PROCESS_NAME[found]})
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => generator.request("cartilla-sanitaria")}>
          <Syringe size={16} aria-hidden />
          Cartilla sanitaria
        </Button>
        {shown.destinoId === DESTINO_ADOPCION && (
          <p className="min-w-0 flex-1 basis-60 text-sm text-slate-600">
            Entregue la cartilla a la persona adoptante con el contrato: recibe la información sanitaria que el refugio tiene del animal.
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Tipo de informe"
          className="min-w-0 flex-1 basis-60"
          options={TYPE_OPTIONS}
          selectedKey={tipo}
          onSelectionChange={(key) => setTipo(key === null ? null : (String(key) as InformeType))}
        />
        <Button onPress={() => generator.request(tipo)}>
          <FileText size={16} aria-hidden />
          {generator.generating ? "Generando..." : "Generar informe"}
        </Button>
      </div>
      <RefugioIncompleteNotice />
      <DocumentosGenerados entradaSalidaId={entradaSalida.id} />
      <InformeParamsDialog {...generator.paramsDialog} entradaSalidaId={entradaSalida.id} today={today} />
      <InformePreviewDialog
        {...generator.previewDialog}
        // The adopter receives the information held about the animal with the contract (Ley 7/2023, art. 58.7).
        offer={
          generator.previewDialog.document?.tipo === "contrato-adopcion"
            ? { label: "Cartilla sanitaria para el adoptante", onPress: () => offerCartilla() }
            : undefined
        }
      />
      <AdoptionOverrideDialog action="generar" {...generator.overrideDialog} />
      <ReplacePersonDialog {...process.replaceDialog} />
    </section>
  );
}
