/**
 * 'Datos del refugio' (beyond the spec): every logged-in user reads the identity, because it is
 * printed on the documents they generate; only administrators change it.
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { badRequest } from "../errors.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireAdmin, requireLoggedIn } from "../policies.ts";
import { missingRefugioFields, REFUGIO_FIELD_LABELS, refugioInputSchema } from "../rules/refugio.ts";
import { parseInput } from "../validation.ts";
import { loadShelterIdentity, type ShelterIdentity } from "./shelterIdentity.ts";

/** The single row's id (the table's CHECK allows no other). */
export const REFUGIO_ID = 1;

export async function getRefugio(deps: Deps, actor: Actor): Promise<ShelterIdentity> {
  requireLoggedIn(actor);
  return loadShelterIdentity(deps.db);
}

/** The labels of the fields a legal document still needs, in the form's order. */
export function pendingFieldLabels(identity: ShelterIdentity): string[] {
  return missingRefugioFields(identity).map((field) => REFUGIO_FIELD_LABELS[field]);
}

/**
 * Replaces the eleven fields (an absent or blank one is stored empty: the form may be saved half
 * filled); the logo is left as it is.
 */
export async function saveRefugio(deps: Deps, actor: Actor, input: unknown): Promise<ShelterIdentity> {
  const admin = requireAdmin(actor);
  // Every field is optional, so a missing or broken body would read as an empty form and clear
  // the saved identity: only an object is a form.
  if (!input || typeof input !== "object" || Array.isArray(input)) throw badRequest("Los datos del refugio deben enviarse como un objeto JSON");
  const fields = parseInput(refugioInputSchema, input);
  await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      await lockRefugio(tx);
      await tx.refugio.update({ where: { id: REFUGIO_ID }, data: fields });
    },
    () => refugioActivity(`Datos del refugio guardados${fields.nombre ? ` (${fields.nombre})` : ""}`),
  );
  return loadShelterIdentity(deps.db);
}

/**
 * Makes sure the row exists and locks it for the transaction, so two first saves cannot both
 * insert it and two logo uploads cannot both miss the file the other replaced. Answers the logo
 * stored before the change.
 */
export async function lockRefugio(tx: Tx): Promise<{ logo: string | null }> {
  await tx.$executeRaw`INSERT INTO refugio (id) VALUES (${REFUGIO_ID}) ON CONFLICT (id) DO NOTHING`;
  const [row] = await tx.$queryRaw<{ logo: string | null }[]>`SELECT logo FROM refugio WHERE id = ${REFUGIO_ID} FOR UPDATE`;
  return { logo: row?.logo ?? null };
}

export const refugioActivity = (descripcion: string) => ({ tabla: "refugio", accion: "modificar", descripcion, registroId: REFUGIO_ID });
