/**
 * 'Bloquear' (LOPDGDD art. 32): a blocked person leaves every search and select mode and only
 * administrators read them; unblocking returns them. Both are logged. Anonymised people stay blocked.
 */
import { z } from "zod";
import { type Persona, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecord } from "../directories/directory.ts";
import { recordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { PERSONA_COLUMNS } from "../personas/personaColumns.ts";
import { describePersona, PERSONAS } from "../personas/personaDirectory.ts";
import { isAdmin, requireAdmin } from "../policies.ts";
import { ANONYMISED_UNBLOCK_MESSAGE, BLOCKED_MESSAGE } from "../rules/rgpd.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { listWindowSchema } from "../paging.ts";
import { parseInput } from "../validation.ts";
import { notApplicable, personaBlocked } from "./errors.ts";

export const personaIdInput = z.object({ id: recordId() });

/** The condition every search and select mode of people adds. */
export const NOT_BLOCKED = Prisma.sql`bloqueada_en IS NULL`;

/** The people list's total without a search: the kept count less the blocked, whom a partial index counts. */
export const UNBLOCKED_TOTAL = Prisma.sql`SELECT (SELECT total FROM totales WHERE tabla = 'personas') - (SELECT count(*)::int FROM personas WHERE bloqueada_en IS NOT NULL) AS total`;

/**
 * The one rule every path to a person's data goes through: a blocked person is readable by
 * administrators only. Paths that show an E/S show null in place of the person (visiblePersona);
 * paths that would hand out the data refuse (readablePersona).
 */
export const mayReadPersona = (actor: Actor, persona: Pick<Persona, "bloqueadaEn">): boolean => persona.bloqueadaEn === null || isAdmin(actor);

/** The person, or PERSONA_BLOCKED with `message` for a reader who may not see them. */
export function readablePersona<P extends Pick<Persona, "bloqueadaEn">>(actor: Actor, persona: P, message = BLOCKED_MESSAGE): P {
  if (!mayReadPersona(actor, persona)) throw personaBlocked(message);
  return persona;
}

/** The person an E/S names as `actor` may see them: null in place of a blocked person for a non-administrator. */
export const visiblePersona = <P extends Pick<Persona, "bloqueadaEn">>(actor: Actor, persona: P | null): P | null =>
  persona && mayReadPersona(actor, persona) ? persona : null;

/** Whether the E/S names a person `actor` may not see: the screens show BLOCKED_PERSONA_MARKER there. */
export const hidesBlockedPersona = (actor: Actor, persona: Pick<Persona, "bloqueadaEn"> | null): boolean => persona !== null && !mayReadPersona(actor, persona);

/**
 * Whether `actor` may see an archived document (list it, download it, open its node): administrators
 * always; anyone else only while none of the people it prints (documentos_personas, kept as it was
 * generated) is blocked. Unblocking gives it back.
 */
export const mayReadDocumento = (actor: Actor, printed: readonly Pick<Persona, "bloqueadaEn">[]): boolean =>
  printed.every((persona) => mayReadPersona(actor, persona));

/**
 * mayReadDocumento as a list's condition on `documentos_generados`: nothing for an administrator.
 * A signed version prints what its unsigned original does, whose people are the ones kept.
 */
export const readableDocumentoCondition = (actor: Actor): Prisma.Sql[] =>
  isAdmin(actor)
    ? []
    : [
        Prisma.sql`NOT EXISTS (SELECT 1 FROM documentos_personas dp JOIN personas pb ON pb.id = dp.persona_id
          WHERE dp.documento_id = COALESCE(documentos_generados.firmado_de_id, documentos_generados.id) AND pb.bloqueada_en IS NOT NULL)`,
      ];

const setBlocked = (blocked: boolean) => async (deps: Deps, actor: Actor, input: unknown) => {
  const user = requireAdmin(actor);
  const { id } = parseInput(personaIdInput, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const persona = await findRecord(tx, PERSONAS, id);
      if (!blocked && persona.anonimizadaEn) throw notApplicable(ANONYMISED_UNBLOCK_MESSAGE);
      if (Boolean(persona.bloqueadaEn) === blocked) return { persona, changed: false };
      return { persona: await tx.persona.update({ where: { id }, data: { bloqueadaEn: blocked ? new Date() : null } }), changed: true };
    },
    ({ persona, changed }) =>
      changed
        ? {
            tabla: "personas",
            accion: blocked ? "bloquear" : "desbloquear",
            descripcion: `${blocked ? "Bloqueados" : "Desbloqueados"} los datos de la persona ${describePersona(persona)} (LOPDGDD art. 32)`,
            registroId: id,
          }
        : null,
  ).then(({ persona }) => persona);
};

export const blockPersona = setBlocked(true);
export const unblockPersona = setBlocked(false);

const BLOCKED: ListSource = {
  table: "personas",
  columns: PERSONA_COLUMNS,
  orderBy: Prisma.sql`busqueda, id`,
  where: [Prisma.sql`bloqueada_en IS NOT NULL AND anonimizada_en IS NULL`],
  searchable: true,
};

/** The blocked people who are not anonymised yet, for administrators ('Protección de datos'). */
export async function searchBlockedPersonas(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Persona[]; total: number }> {
  requireAdmin(actor);
  return searchList<Persona>(deps.db, BLOCKED, parseInput(listWindowSchema, input));
}
