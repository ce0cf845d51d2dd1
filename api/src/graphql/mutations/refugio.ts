/** 'Datos del refugio': saving the fields, and the logo (administrators only). */
import { saveTipoEspecieLey } from "../../domain/lookups/tipoEspecieLey.ts";
import { saveAdoptionChecks } from "../../domain/refugio/adoptionChecks.ts";
import { getRefugio, saveRefugio } from "../../domain/refugio/refugio.ts";
import { ADOPTION_CHECK_LABELS } from "../../domain/rules/adopcion.ts";
import { deleteRefugioLogo, uploadRefugioLogo } from "../../domain/refugio/refugioLogo.ts";
import { REFUGIO_FIELD_LABELS, REFUGIO_FIELDS } from "../../domain/rules/refugio.ts";
import { mutationWithArgs, mutationWithInput } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Tipo } from "../types/Lookups.ts";
import { Refugio } from "../types/Refugio.ts";
import { incomingUpload } from "../uploads.ts";

const refugioPayload = (name: string, description: string) =>
  nodePayload(name, "refugio", Refugio, { payload: description, node: "Los datos del refugio tal como quedaron." });

mutationWithInput("updateRefugio", {
  description: "Guarda los datos del refugio; un campo vacío se guarda vacío (el formulario puede guardarse a medias).",
  access: "admin",
  input: (t) => Object.fromEntries(REFUGIO_FIELDS.map((field) => [field, t.string({ description: `${REFUGIO_FIELD_LABELS[field]}.` })])),
  payload: refugioPayload("UpdateRefugioPayload", "Los datos del refugio guardados."),
  resolve: (input, ctx) => saveRefugio(ctx.deps, ctx.viewer, input),
});

mutationWithInput("updateCondicionesAdopcion", {
  description: "Activa o desactiva cada condición que se comprueba al registrar una adopción (Ley 7/2023, art. 58); queda en el registro de actividad.",
  access: "admin",
  input: (t) => ({
    identificacion: t.boolean({ description: `${ADOPTION_CHECK_LABELS.identificacion}.` }),
    edadMinima: t.boolean({ description: `${ADOPTION_CHECK_LABELS.edadMinima}.` }),
    esterilizacion: t.boolean({ description: `${ADOPTION_CHECK_LABELS.esterilizacion}.` }),
    adoptante: t.boolean({ description: `${ADOPTION_CHECK_LABELS.adoptante}. Sin el campo, se deja el guardado.` }),
    mayoriaEdad: t.boolean({ description: `${ADOPTION_CHECK_LABELS.mayoriaEdad}. Sin el campo, se deja el guardado.` }),
    edadPorFecha: t.boolean({ description: `${ADOPTION_CHECK_LABELS.edadPorFecha}. Sin el campo, se deja el guardado.` }),
    nucleoZoologico: t.boolean({ description: `${ADOPTION_CHECK_LABELS.nucleoZoologico}. Sin el campo, se deja el guardado.` }),
  }),
  payload: refugioPayload("UpdateCondicionesAdopcionPayload", "Los datos del refugio con sus condiciones de adopción."),
  resolve: async (input, ctx) => {
    await saveAdoptionChecks(ctx.deps, ctx.viewer, input);
    return getRefugio(ctx.deps, ctx.viewer);
  },
});

mutationWithInput("updateTipoEspecieLey", {
  description: "Pone el grupo de la ley (perro, gato, huron u otro) de un tipo de animal; queda en el registro de actividad.",
  access: "admin",
  input: (t) => ({
    tipoId: t.int({ required: true, description: "Id del tipo." }),
    especieLey: t.string({ required: true, description: "perro, gato, huron u otro." }),
  }),
  payload: nodePayload("UpdateTipoEspecieLeyPayload", "tipo", Tipo, { payload: "El tipo cambiado.", node: "El tipo con su grupo nuevo." }),
  resolve: (input, ctx) => saveTipoEspecieLey(ctx.deps, ctx.viewer, input),
});

mutationWithArgs("uploadRefugioLogo", {
  description: "Guarda un logotipo nuevo (imagen PNG o JPEG de hasta 1 MB, comprobada por su contenido); sustituye al anterior.",
  access: "admin",
  args: (t) => ({ file: t({ type: "Upload", required: true, description: "La imagen del logotipo." }) }),
  payload: refugioPayload("UploadRefugioLogoPayload", "Los datos del refugio con su logotipo nuevo."),
  resolve: ({ file }, ctx) => uploadRefugioLogo(ctx.deps, ctx.viewer, { logo: incomingUpload(file) }),
});

mutationWithArgs("deleteRefugioLogo", {
  description: "Quita el logotipo del refugio.",
  access: "admin",
  payload: refugioPayload("DeleteRefugioLogoPayload", "Los datos del refugio sin logotipo."),
  resolve: (_args, ctx) => deleteRefugioLogo(ctx.deps, ctx.viewer),
});
