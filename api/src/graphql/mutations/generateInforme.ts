import { countDocumentos } from "../../domain/informes/documentosGenerados.ts";
import { type GeneratedInforme, generateInforme } from "../../domain/informes/generateInforme.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { type InputFields, mutationWithInput } from "../mutationFields.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { DocumentoGenerado, DocumentoGeneradoEdge } from "../types/DocumentoGenerado.ts";

const GenerateInformePayload = builder.objectRef<GeneratedInforme>("GenerateInformePayload").implement({
  description: "El documento generado y archivado.",
  fields: (t) => ({
    documento: t.field({ type: DocumentoGenerado, description: "El documento tal como quedó archivado.", resolve: ({ documento }) => documento }),
    documentoEdge: t.field({
      type: DocumentoGeneradoEdge,
      description: "La fila nueva de los documentos generados de la E/S (para @prependEdge).",
      resolve: ({ documento }) => newEdge(documento),
    }),
    totalCount: t.int({
      ...TOTAL_COUNT_DESCRIPTION,
      description: "Cuántos documentos tiene la E/S tras generarlo.",
      resolve: ({ documento }, _args, ctx) => countDocumentos(ctx.deps.db, ctx.viewer, documento.entradaSalidaId),
    }),
    filename: t.exposeString("filename", { description: "Nombre con el que se descarga el PDF." }),
    pdfUrl: t.exposeString("pdfUrl", { description: "Ruta de la API del PDF; solo con sesión iniciada (token Bearer)." }),
  }),
});

/** A global id of `typename`, or what the client sent when it is empty, so the domain gives the spec's message. */
const idOrAbsent = (value: string | number | null | undefined, typename: string, field: string) =>
  value === null || value === undefined || value === "" ? value : databaseIdOf(value, typename, field);

/**
 * The report generator's form: the type, the saved animal and its selected E/S, then every
 * document's own parameters (rules/informes.ts `informeParamsSchemas`); the domain reads those of `tipo`.
 */
const informeInputFields = (t: InputFields) => ({
  tipo: t.string({
    description:
      "Tipo de informe: ficha-registral, declaracion-abandono, contrato-adopcion, declaracion-reconocimiento, informacion-adoptante o cartilla-sanitaria.",
  }),
  animalId: t.id({ description: "Identificador global del animal (guardado)." }),
  entradaSalidaId: t.id({ description: "Identificador global de la E/S seleccionada." }),
  cantidadAbonada: t.float({ description: "Abandono: cantidad abonada en euros (desde 0)." }),
  fechaAbandono: t.string({ description: "Abandono: fecha del abandono (aaaa-mm-dd); vacía, hoy." }),
  causasAbandono: t.string({ description: "Abandono: causas (hasta 800 caracteres y 8 líneas)." }),
  fechaEntregaContrato: t.string({ description: "Adopción: fecha de entrega (aaaa-mm-dd); vacía, hoy." }),
  compromisoAdoptante: t.string({ description: "Adopción: compromisos del adoptante (hasta 800 caracteres y 15 líneas)." }),
  fechaEntregaReconocimiento: t.string({ description: "Reconocimiento: fecha de entrega (aaaa-mm-dd); vacía, hoy." }),
  cantidadAbonadaReconocimiento: t.float({ description: "Reconocimiento: cantidad abonada en euros (desde 0)." }),
  diasRefugio: t.int({ description: "Reconocimiento: días en el refugio (desde 0)." }),
  motivoExcepcion: t.string({
    description:
      "Adopción, solo administradores: motivo escrito para generar el contrato aunque falten condiciones; queda en el registro de actividad y no se imprime.",
  }),
});

mutationWithInput("generateInforme", {
  description: "Genera uno de los cuatro documentos del generador de informes de la ficha y lo archiva.",
  input: informeInputFields,
  payload: GenerateInformePayload,
  resolve: ({ animalId, entradaSalidaId, ...input }, ctx) =>
    generateInforme(ctx.deps, ctx.viewer, {
      ...input,
      animalId: idOrAbsent(animalId, "Animal", "animalId"),
      entradaSalidaId: idOrAbsent(entradaSalidaId, "EntradaSalida", "entradaSalidaId"),
    }),
});
