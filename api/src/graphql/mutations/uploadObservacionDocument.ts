import type { Observacion as Row } from "../../db/generated/prisma/client.ts";
import { uploadObservacionDocument } from "../../domain/observaciones/observacionDocument.ts";
import { builder } from "../builder.ts";
import { Observacion } from "../types/Observacion.ts";
import { incomingUpload } from "../uploads.ts";

const UploadObservacionDocumentPayload = builder.objectRef<{ observacion: Row }>("UploadObservacionDocumentPayload").implement({
  description: "La observación con su documento nuevo.",
  fields: (t) => ({ observacion: t.field({ type: Observacion, description: "La observación tal como quedó.", resolve: ({ observacion }) => observacion }) }),
});

builder.mutationField("uploadObservacionDocument", (t) =>
  t.fieldWithInput({
    description: "Adjunta un documento (PDF, JPEG, PNG o WebP de hasta 10 MB) a una observación; sustituye al anterior.",
    input: {
      id: t.input.globalID({ required: true, for: Observacion, description: "Identificador global de la observación." }),
      document: t.input.field({ type: "Upload", required: true, description: "El documento." }),
    },
    type: UploadObservacionDocumentPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({
      observacion: await uploadObservacionDocument(ctx.deps, ctx.viewer, { observacionId: input.id.id, document: incomingUpload(input.document) }),
    }),
  }),
);
