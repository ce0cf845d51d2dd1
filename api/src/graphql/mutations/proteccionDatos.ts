/** Blocking, unblocking and anonymising people, and the retention period (administrators only). */
import { blockPersona, unblockPersona } from "../../domain/rgpd/blocking.ts";
import { anonymisePastRetention, anonymisePersona, updateRetentionYears } from "../../domain/rgpd/retention.ts";
import { builder } from "../builder.ts";
import { mutationWithArgs, mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Persona } from "../types/Persona.ts";

const PERSONA_ID = { required: true, description: "Identificador global de la persona." } as const;

mutationWithInput("blockPersona", {
  description: "Bloquea los datos de una persona (LOPDGDD art. 32): salen de toda búsqueda y selección y solo los administradores los consultan.",
  access: "admin",
  input: (t) => ({ id: t.id(PERSONA_ID) }),
  payload: nodePayload("BlockPersonaPayload", "persona", Persona, { payload: "La persona bloqueada.", node: "La persona, ya bloqueada." }),
  resolve: (input, ctx) => blockPersona(ctx.deps, ctx.viewer, withDatabaseId(input, "Persona")),
});

mutationWithInput("unblockPersona", {
  description: "Desbloquea los datos de una persona no anonimizada.",
  access: "admin",
  input: (t) => ({ id: t.id(PERSONA_ID) }),
  payload: nodePayload("UnblockPersonaPayload", "persona", Persona, { payload: "La persona desbloqueada.", node: "La persona, ya desbloqueada." }),
  resolve: (input, ctx) => unblockPersona(ctx.deps, ctx.viewer, withDatabaseId(input, "Persona")),
});

mutationWithInput("anonymisePersona", {
  description: "Anonimiza a una persona cuyo plazo de conservación terminó; antes, se rechaza diciendo cuándo termina. Sus E/S se conservan.",
  access: "admin",
  input: (t) => ({ id: t.id(PERSONA_ID) }),
  payload: nodePayload("AnonymisePersonaPayload", "persona", Persona, { payload: "La persona anonimizada.", node: "La persona, ya anonimizada." }),
  resolve: (input, ctx) => anonymisePersona(ctx.deps, ctx.viewer, withDatabaseId(input, "Persona")),
});

const AnonymiseBatchPayload = builder.objectRef<{ anonimizadas: number; quedan: number }>("AnonymisePersonasFueraDePlazoPayload").implement({
  description: "Cuántas personas se anonimizaron y cuántas quedan fuera de plazo.",
  fields: (t) => ({
    anonimizadas: t.exposeInt("anonimizadas", { description: "Personas anonimizadas en esta tanda." }),
    quedan: t.exposeInt("quedan", { description: "Personas fuera de plazo que quedan por anonimizar." }),
  }),
});

mutationWithArgs("anonymisePersonasFueraDePlazo", {
  description: "Anonimiza una tanda (las primeras 100) de las personas cuyo plazo de conservación terminó.",
  access: "admin",
  payload: AnonymiseBatchPayload,
  resolve: (_args, ctx) => anonymisePastRetention(ctx.deps, ctx.viewer),
});

const RetentionPayload = builder.objectRef<{ anios: number }>("UpdatePlazoConservacionPayload").implement({
  description: "El plazo de conservación guardado.",
  fields: (t) => ({ anios: t.exposeInt("anios", { description: "Años tras la última entrada o salida." }) }),
});

mutationWithInput("updatePlazoConservacion", {
  description: "Cambia el plazo de conservación de los datos de las personas (años tras su última entrada o salida).",
  access: "admin",
  input: (t) => ({ anios: t.int({ description: "Años, de 1 a 30." }) }),
  payload: RetentionPayload,
  resolve: async (input, ctx) => ({ anios: await updateRetentionYears(ctx.deps, ctx.viewer, input) }),
});
