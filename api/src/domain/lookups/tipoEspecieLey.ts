/**
 * Which group of the law each tipo belongs to (issue 26; Ley 7/2023, art. 58.3 names dogs, cats
 * and ferrets): set by administrators in 'Datos del refugio', in the activity log.
 */
import { z } from "zod";
import type { Tipo } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireAdmin } from "../policies.ts";
import { ESPECIES_LEY } from "../rules/adopcion.ts";
import { parseInput } from "../validation.ts";
import { forgetLookups } from "./lookups.ts";

export const especieLeySchema = z.object({ especieLey: z.enum(ESPECIES_LEY, "La especie para la ley debe ser perro, gato, huron u otro") });

export async function saveTipoEspecieLey(deps: Deps, actor: Actor, input: { tipoId: unknown; especieLey: unknown }): Promise<Tipo> {
  const admin = requireAdmin(actor);
  const tipoId = parseRecordId(input.tipoId, "tipoId");
  const { especieLey } = parseInput(especieLeySchema, input);
  if (!(await deps.db.tipo.findUnique({ where: { id: tipoId }, select: { id: true } }))) throw notFound("Tipo");
  const tipo = await changeWithActivity(
    deps,
    admin,
    (tx) => tx.tipo.update({ where: { id: tipoId }, data: { especieLey } }),
    (row) => ({ tabla: "tipos", accion: "modificar", descripcion: `Tipo ${row.tipo}: especie para la ley ${row.especieLey}`, registroId: row.id }),
  );
  forgetLookups(deps.db);
  return tipo;
}
