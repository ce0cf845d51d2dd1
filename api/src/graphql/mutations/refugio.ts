/** 'Datos del refugio': saving the fields, and the logo (administrators only). */
import { saveRefugio } from "../../domain/refugio/refugio.ts";
import { deleteRefugioLogo, uploadRefugioLogo } from "../../domain/refugio/refugioLogo.ts";
import type { ShelterIdentity } from "../../domain/refugio/shelterIdentity.ts";
import { REFUGIO_FIELD_LABELS, REFUGIO_FIELDS } from "../../domain/rules/refugio.ts";
import { builder } from "../builder.ts";
import { Refugio } from "../types/Refugio.ts";
import { incomingUpload } from "../uploads.ts";

const refugioPayload = (name: string, description: string) =>
  builder.objectRef<{ refugio: ShelterIdentity }>(name).implement({
    description,
    fields: (t) => ({ refugio: t.field({ type: Refugio, description: "Los datos del refugio tal como quedaron.", resolve: ({ refugio }) => refugio }) }),
  });

builder.mutationField("updateRefugio", (t) =>
  t.fieldWithInput({
    description: "Guarda los datos del refugio; un campo vacío se guarda vacío (el formulario puede guardarse a medias).",
    input: Object.fromEntries(REFUGIO_FIELDS.map((field) => [field, t.input.string({ description: `${REFUGIO_FIELD_LABELS[field]}.` })])),
    type: refugioPayload("UpdateRefugioPayload", "Los datos del refugio guardados."),
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ refugio: await saveRefugio(ctx.deps, ctx.viewer, input) }),
  }),
);

builder.mutationField("uploadRefugioLogo", (t) =>
  t.field({
    description: "Guarda un logotipo nuevo (imagen PNG o JPEG de hasta 1 MB, comprobada por su contenido); sustituye al anterior.",
    args: { file: t.arg({ type: "Upload", required: true, description: "La imagen del logotipo." }) },
    type: refugioPayload("UploadRefugioLogoPayload", "Los datos del refugio con su logotipo nuevo."),
    errors: {},
    resolve: async (_root, { file }, ctx) => ({ refugio: await uploadRefugioLogo(ctx.deps, ctx.viewer, { logo: incomingUpload(file) }) }),
  }),
);

builder.mutationField("deleteRefugioLogo", (t) =>
  t.field({
    description: "Quita el logotipo del refugio.",
    type: refugioPayload("DeleteRefugioLogoPayload", "Los datos del refugio sin logotipo."),
    errors: {},
    resolve: async (_root, _args, ctx) => ({ refugio: await deleteRefugioLogo(ctx.deps, ctx.viewer) }),
  }),
);
