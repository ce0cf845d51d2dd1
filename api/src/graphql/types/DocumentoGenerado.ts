/**
 * A generated legal document as the archive keeps it, and an E/S's 'Documentos generados' as a
 * connection, the newest first. Its rows come from raw SQL (the list pattern) and carry every
 * column, so no field declares a `select` (which would read each row again).
 */
import { documentoReadable, pageDocumentosGenerados, pdfUrlOf } from "../../domain/informes/documentosGenerados.ts";
import { INFORME_TYPE_LABELS, isInformeType } from "../../domain/rules/informes.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import "./EntradaSalida.ts";

export const DocumentoGenerado = recordNode("DocumentoGenerado", {
  description:
    "Un documento generado desde una E/S, guardado tal como se entregó: no se modifica nunca. Uno que imprime a una persona bloqueada solo lo ven los administradores.",
  readableRow: async (viewer, { id }, deps) => (await documentoReadable(deps.db, viewer, id)) === true,
  fields: (t) => ({
    tipo: t.exposeString("tipo", {
      description:
        "Tipo de informe: ficha-registral, declaracion-abandono, contrato-adopcion, declaracion-reconocimiento, informacion-adoptante o cartilla-sanitaria.",
    }),
    tipoNombre: t.string({
      description: "El nombre del tipo tal como lo muestra el selector ('Contrato de adopción').",
      resolve: ({ tipo }) => (isInformeType(tipo) ? INFORME_TYPE_LABELS[tipo] : tipo),
    }),
    nombreArchivo: t.exposeString("nombreArchivo", { description: "Nombre con el que se descarga el PDF." }),
    sha256: t.exposeString("sha256", { description: "Huella SHA-256 (hexadecimal) de los bytes del PDF." }),
    bytes: t.exposeInt("bytes", { description: "Tamaño del PDF en bytes." }),
    generadoPor: t.exposeString("generadoPor", { description: "Usuario que lo generó." }),
    generadoEn: t.expose("generadoEn", { type: "DateTime", description: "Cuándo se generó." }),
    pdfUrl: t.string({
      description: "Ruta de la API que devuelve el PDF tal como se generó; solo con sesión iniciada (token Bearer).",
      resolve: ({ id }) => pdfUrlOf(id),
    }),
  }),
});

export const DocumentoGeneradoEdge = builder.edgeObject({
  type: DocumentoGenerado,
  name: "DocumentoGeneradoEdge",
  description: "Una fila de los documentos generados de una E/S.",
});

builder.prismaObjectField("EntradaSalida", "documentosGenerados", (t) =>
  t.connection(
    {
      type: DocumentoGenerado,
      description:
        "Los documentos generados desde la E/S, el más reciente primero; sin los que imprimen a una persona bloqueada, salvo para los administradores.",
      args: { page: pageArg(t.arg, "documentos") },
      resolve: (entradaSalida, paging, ctx) =>
        resolvePagedConnection(paging, (window) => pageDocumentosGenerados(ctx.deps, ctx.viewer, { entradaSalidaId: entradaSalida.id }, window)),
    },
    {
      name: "DocumentoGeneradoConnection",
      description: "Una página de documentos generados de una E/S.",
      fields: (c) => pageFields(c, "Cuántos documentos se han generado desde la E/S."),
    },
    DocumentoGeneradoEdge,
  ),
);
