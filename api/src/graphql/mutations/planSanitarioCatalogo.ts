/** The plan sanitario's catalogue and protocols (issue 27): administrators and veterinarians only. */
import {
  addPasoProtocolo,
  cargarEjemplo,
  createActuacion,
  deleteActuacion,
  deletePasoProtocolo,
  EJEMPLO_AVISO,
  updateActuacion,
  updatePasoProtocolo,
} from "../../domain/planSanitario/catalogo.ts";
import { CLASES } from "../../domain/rules/planSanitario.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { type InputFields, mutationWithArgs, mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { messagePayload, nodePayload } from "../payloads.ts";
import { ActuacionSanitaria, PasoProtocolo } from "../types/PlanSanitario.ts";

const actuacionInputFields = (t: InputFields) => ({
  clase: t.string({ required: true, description: `Tipo de actuación: ${CLASES.join(", ")}.` }),
  nombre: t.string({ required: true, description: "Nombre (obligatorio, hasta 100 caracteres)." }),
  tipoId: t.int({ description: "Nº Id de la especie (tipo); vacío: todas." }),
  intervaloDias: t.int({ description: "Días hasta la siguiente una vez hecha (1 a 3650); vacío: no se repite." }),
});

const actuacionPayload = (name: string, description: string) =>
  nodePayload(name, "actuacion", ActuacionSanitaria, { payload: description, node: "La actuación tal como quedó." });

mutationWithInput("createActuacionSanitaria", {
  description: "Añade una actuación al catálogo del plan sanitario.",
  access: "planEditor",
  input: actuacionInputFields,
  payload: actuacionPayload("CreateActuacionSanitariaPayload", "La actuación creada."),
  resolve: (input, ctx) => createActuacion(ctx.deps, ctx.viewer, input),
});

mutationWithInput("updateActuacionSanitaria", {
  description: "Modifica una actuación del catálogo; las actuaciones ya previstas de los animales la siguen nombrando.",
  access: "planEditor",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la actuación." }), ...actuacionInputFields(t) }),
  payload: actuacionPayload("UpdateActuacionSanitariaPayload", "La actuación modificada."),
  resolve: (input, ctx) => updateActuacion(ctx.deps, ctx.viewer, withDatabaseId(input, "ActuacionSanitaria")),
});

mutationWithInput("deleteActuacionSanitaria", {
  description: "Quita una actuación del catálogo y de los protocolos; se rechaza si algún animal la tiene.",
  access: "planEditor",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la actuación." }) }),
  payload: messagePayload("DeleteActuacionSanitariaPayload", "La actuación eliminada."),
  resolve: async (input, ctx) => {
    await deleteActuacion(ctx.deps, ctx.viewer, withDatabaseId(input, "ActuacionSanitaria"));
    return { message: "Actuación eliminada del plan sanitario" };
  },
});

const CargarEjemploPayload = builder.objectRef<{ actuacionesAnadidas: number }>("CargarEjemploPlanSanitarioPayload").implement({
  description: "Lo que añadió el ejemplo.",
  fields: (t) => ({
    actuacionesAnadidas: t.exposeInt("actuacionesAnadidas", { description: "Cuántas actuaciones de ejemplo se añadieron (0 si ya estaban)." }),
    aviso: t.string({ description: "Qué es el ejemplo (y qué no es).", resolve: () => EJEMPLO_AVISO }),
  }),
});

mutationWithArgs("cargarEjemploPlanSanitario", {
  description: `Añade el ejemplo de plan sanitario (actuaciones 'Ejemplo: ...' con sus protocolos de perro y gato). ${EJEMPLO_AVISO}`,
  access: "planEditor",
  payload: CargarEjemploPayload,
  resolve: async (_args, ctx) => ({ actuacionesAnadidas: await cargarEjemplo(ctx.deps, ctx.viewer) }),
});

mutationWithInput("addPasoProtocolo", {
  description: "Añade al protocolo de una especie una actuación, que vencerá ese día tras la llegada.",
  access: "planEditor",
  input: (t) => ({
    tipoId: t.int({ required: true, description: "Nº Id de la especie (tipo)." }),
    actuacionId: t.id({ required: true, description: "Identificador global de la actuación." }),
    dia: t.int({ required: true, description: "Días tras la llegada (0 a 3650)." }),
  }),
  payload: nodePayload("AddPasoProtocoloPayload", "paso", PasoProtocolo, { payload: "El paso añadido.", node: "El paso." }),
  resolve: ({ actuacionId, ...input }, ctx) =>
    addPasoProtocolo(ctx.deps, ctx.viewer, { ...input, actuacionId: databaseIdOf(actuacionId, "ActuacionSanitaria", "actuacionId") }),
});

mutationWithInput("updatePasoProtocolo", {
  description: "Cambia la actuación o el día de un paso del protocolo; lo ya previsto en los animales se queda como estaba.",
  access: "planEditor",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global del paso." }),
    actuacionId: t.id({ required: true, description: "Identificador global de la actuación." }),
    dia: t.int({ required: true, description: "Días tras la llegada (0 a 3650)." }),
  }),
  payload: nodePayload("UpdatePasoProtocoloPayload", "paso", PasoProtocolo, { payload: "El paso cambiado.", node: "El paso tal como quedó." }),
  resolve: ({ actuacionId, ...input }, ctx) =>
    updatePasoProtocolo(ctx.deps, ctx.viewer, {
      ...withDatabaseId(input, "PasoProtocolo"),
      actuacionId: databaseIdOf(actuacionId, "ActuacionSanitaria", "actuacionId"),
    }),
});

mutationWithInput("deletePasoProtocolo", {
  description: "Quita un paso del protocolo de una especie; lo ya previsto en los animales se queda.",
  access: "planEditor",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global del paso." }) }),
  payload: messagePayload("DeletePasoProtocoloPayload", "El paso quitado."),
  resolve: async (input, ctx) => {
    await deletePasoProtocolo(ctx.deps, ctx.viewer, withDatabaseId(input, "PasoProtocolo"));
    return { message: "Paso quitado del protocolo" };
  },
});
