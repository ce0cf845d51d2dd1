import { uploadObservacionDocument } from "../../domain/observaciones/observacionDocument.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { incomingUpload } from "../uploads.ts";
import { observacionPayload } from "./observacionPayload.ts";

mutationWithInput("uploadObservacionDocument", {
  description: "Adjunta un documento (PDF, JPEG, PNG o WebP de hasta 10 MB) a una observación; sustituye al anterior.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la observación." }),
    document: t.field({ type: "Upload", required: true, description: "El documento." }),
  }),
  payload: observacionPayload("UploadObservacionDocumentPayload", "La observación con su documento nuevo."),
  resolve: (input, ctx) =>
    uploadObservacionDocument(ctx.deps, ctx.viewer, { observacionId: databaseIdOf(input.id, "Observacion"), document: incomingUpload(input.document) }),
});
