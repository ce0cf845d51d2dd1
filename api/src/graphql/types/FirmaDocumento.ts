/** The signatures of an archived document's signed version ('Firmado' with who and when). */
import { signaturesOf } from "../../domain/firmas/verifyDocument.ts";
import { documentBoxesToSign } from "../../domain/informes/documentosGenerados.ts";
import { isSignableOriginal } from "../../domain/rules/firma.ts";
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

const CasillasPorFirmar = builder.objectRef<{ persona: boolean; refugio: boolean }>("CasillasPorFirmar").implement({
  description: "Las casillas de un documento sin firmar que ninguna versión firmada tiene aún.",
  fields: (t) => ({
    persona: t.exposeBoolean("persona", { description: "Falta la firma de la persona ('Firmar', 'Enviar para firmar')." }),
    refugio: t.exposeBoolean("refugio", { description: "Falta la firma del refugio ('Firmar')." }),
  }),
});

builder.objectFields(DocumentoGenerado, (t) => ({
  porFirmar: t.field({
    type: CasillasPorFirmar,
    description: "Qué casillas quedan por firmar; ninguna en una versión firmada o en un documento que no se firma.",
    resolve: (documento, _args, ctx) => documentBoxesToSign(ctx.deps.db, documento),
  }),
  firmable: t.boolean({
    description: "Si es un documento sin firmar de los que se firman (abandono, adopción, reconocimiento).",
    resolve: (documento) => isSignableOriginal(documento),
  }),
  firmas: t.field({
    type: [FirmaResumen],
    description: "Las firmas de esta versión, vacía en un documento sin firmar (a lo sumo dos; una lectura por fila de una lista de 100).",
    resolve: ({ id, firmadoDeId }, _args, ctx) => (firmadoDeId === null ? [] : signaturesOf(ctx.deps, ctx.viewer, id)),
  }),
}));
