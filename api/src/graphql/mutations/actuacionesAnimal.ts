/** The ficha's 'Salud' tab (issue 27): every logged-in role adds, records, reschedules and cancels an animal's actuaciones. */
import {
  addActuacionPuntual,
  cancelarActuacion,
  type Registered,
  registrarActuacion,
  reprogramarActuacion,
  uploadActuacionDocument,
} from "../../domain/planSanitario/actuacionesAnimal.ts";
import { setRecordatorioSanitario } from "../../domain/planSanitario/recordatorio.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { ActuacionAnimal } from "../types/PlanSanitario.ts";
import { incomingUpload } from "../uploads.ts";

const itemPayload = (name: string, description: string) =>
  nodePayload(name, "actuacion", ActuacionAnimal, { payload: description, node: "La actuación del animal tal como quedó." });

mutationWithInput("createActuacionPuntual", {
  description: "Prevé para un animal una actuación del catálogo fuera de su protocolo.",
  input: (t) => ({
    animalId: t.id({ required: true, description: "Identificador global del animal." }),
    actuacionId: t.id({ required: true, description: "Identificador global de la actuación del catálogo." }),
    fechaPrevista: t.string({ description: "Día en que vence, aaaa-mm-dd (obligatorio)." }),
    notas: t.string({ description: "Notas (hasta 500 caracteres)." }),
  }),
  payload: itemPayload("CreateActuacionPuntualPayload", "La actuación prevista."),
  resolve: ({ animalId, actuacionId, ...input }, ctx) =>
    addActuacionPuntual(ctx.deps, ctx.viewer, {
      ...input,
      animalId: databaseIdOf(animalId, "Animal", "animalId"),
      actuacionId: databaseIdOf(actuacionId, "ActuacionSanitaria", "actuacionId"),
    }),
});

const RegistrarActuacionPayload = builder.objectRef<Registered>("RegistrarActuacionPayload").implement({
  description: "La actuación registrada y la siguiente que se ha previsto.",
  fields: (t) => ({
    actuacion: t.field({ type: ActuacionAnimal, description: "La actuación, ya realizada.", resolve: (registered) => registered.item }),
    siguiente: t.field({
      type: ActuacionAnimal,
      nullable: true,
      description: "La siguiente, prevista desde el día en que se hizo; vacía si la actuación no se repite.",
      resolve: (registered) => registered.siguiente,
    }),
  }),
});

mutationWithInput("registrarActuacion", {
  description: "Registra una actuación pendiente como hecha; si se repite, prevé la siguiente.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la actuación del animal." }),
    realizadaEn: t.field({ type: "DateTime", description: "Cuándo se hizo (obligatorio; no posterior a ahora)." }),
    producto: t.string({ description: "Producto (hasta 100 caracteres)." }),
    lote: t.string({ description: "Lote (hasta 50 caracteres)." }),
    caducidad: t.string({ description: "Caducidad del producto, aaaa-mm-dd." }),
    notas: t.string({ description: "Notas (hasta 500 caracteres)." }),
    veterinarioId: t.id({ description: "Identificador global del usuario que la hizo; vacío: quien registra." }),
  }),
  payload: RegistrarActuacionPayload,
  resolve: ({ veterinarioId, ...input }, ctx) =>
    registrarActuacion(ctx.deps, ctx.viewer, {
      ...withDatabaseId(input, "ActuacionAnimal"),
      veterinarioId: veterinarioId ? databaseIdOf(veterinarioId, "Usuario", "veterinarioId") : null,
    }),
});

mutationWithInput("reprogramarActuacion", {
  description: "Cambia el día de una actuación pendiente, con el motivo.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la actuación del animal." }),
    fechaPrevista: t.string({ description: "Día nuevo, aaaa-mm-dd (obligatorio)." }),
    motivo: t.string({ description: "Motivo (obligatorio, hasta 250 caracteres)." }),
  }),
  payload: itemPayload("ReprogramarActuacionPayload", "La actuación con su día nuevo."),
  resolve: (input, ctx) => reprogramarActuacion(ctx.deps, ctx.viewer, withDatabaseId(input, "ActuacionAnimal")),
});

mutationWithInput("cancelarActuacion", {
  description: "Cancela una actuación pendiente, con el motivo.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la actuación del animal." }),
    motivo: t.string({ description: "Motivo (obligatorio, hasta 250 caracteres)." }),
  }),
  payload: itemPayload("CancelarActuacionPayload", "La actuación cancelada."),
  resolve: (input, ctx) => cancelarActuacion(ctx.deps, ctx.viewer, withDatabaseId(input, "ActuacionAnimal")),
});

mutationWithInput("uploadActuacionDocument", {
  description: "Adjunta un documento (PDF, JPEG, PNG o WebP de hasta 10 MB) a una actuación del animal; sustituye al anterior.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la actuación del animal." }),
    document: t.field({ type: "Upload", required: true, description: "El documento." }),
  }),
  payload: itemPayload("UploadActuacionDocumentPayload", "La actuación con su documento."),
  resolve: (input, ctx) =>
    uploadActuacionDocument(ctx.deps, ctx.viewer, { id: databaseIdOf(input.id, "ActuacionAnimal"), document: incomingUpload(input.document) }),
});

const RecordatorioPayload = builder.objectRef<{ activo: boolean }>("SetRecordatorioSanitarioPayload").implement({
  description: "Si el usuario recibe ahora el recordatorio.",
  fields: (t) => ({ activo: t.exposeBoolean("activo", { description: "Si lo recibe." }) }),
});

mutationWithInput("setRecordatorioSanitario", {
  description: "Activa o desactiva, para quien llama, el correo diario de actuaciones sanitarias vencidas o para hoy (si el refugio lo envía).",
  input: (t) => ({ activo: t.boolean({ required: true, description: "Si quiere recibirlo." }) }),
  payload: RecordatorioPayload,
  resolve: async (input, ctx) => ({ activo: await setRecordatorioSanitario(ctx.deps, ctx.viewer, input) }),
});
