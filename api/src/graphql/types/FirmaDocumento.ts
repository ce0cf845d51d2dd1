/** The signatures of an archived document's signed version ('Firmado' with who and when). */
import { signaturesOf } from "../../domain/firmas/verifyDocument.ts";
import { isSignable } from "../../domain/rules/firma.ts";
import { builder } from "../builder.ts";
import { DocumentoGenerado } from "./DocumentoGenerado.ts";

const FirmaResumen = builder.objectRef<{ rol: string; nombre: string; firmadoEn: Date }>("FirmaDocumento").implement({
  description: "Una firma de la versión firmada de un documento: quién y cuándo.",
  fields: (t) => ({
    rol: t.exposeString("rol", { description: "La casilla firmada ('La persona adoptante', 'Por el refugio')." }),
    nombre: t.exposeString("nombre", { description: "El nombre de quien firmó." }),
    firmadoEn: t.expose("firmadoEn", { type: "DateTime", description: "Cuándo firmó." }),
  }),
});

builder.objectFields(DocumentoGenerado, (t) => ({
  firmable: t.boolean({
    description: "Si es un documento sin firmar de los que se firman (abandono, adopción, reconocimiento).",
    resolve: ({ tipo, firmadoDeId }) => firmadoDeId === null && isSignable(tipo),
  }),
  firmas: t.field({
    type: [FirmaResumen],
    description: "Las firmas de esta versión, vacía en un documento sin firmar (a lo sumo dos; una lectura por fila de una lista de 100).",
    resolve: ({ id, firmadoDeId }, _args, ctx) => (firmadoDeId === null ? [] : signaturesOf(ctx.deps, ctx.viewer, id)),
  }),
}));
