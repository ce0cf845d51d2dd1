/** Creating and editing town halls, from their screen or from an animal record (spec section 7). */
import { z } from "zod";
import type { Ayuntamiento } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { fromListAndFicha, originNote, type SaveOrigin } from "../saveOrigin.ts";
import { parseInput } from "../validation.ts";
import { ayuntamientoInputSchema } from "../rules/ayuntamiento.ts";
import { ayuntamientoNotFound, cifTaken } from "./errors.ts";
import { findAyuntamientoIdByCif } from "./findAyuntamientoIdByCif.ts";

/** The unique index has the last word when two saves race past the CIF lookup; an edited town hall may be gone. */
const RACE_ANSWERS = { unique: cifTaken, missing: ayuntamientoNotFound };

export const describeAyuntamiento = (a: Pick<Ayuntamiento, "ayuntamiento" | "cif">) => `${a.ayuntamiento} (CIF ${a.cif})`;

export const [createAyuntamiento, createAyuntamientoFromFicha] = fromListAndFicha(create);
/** `input` carries the town hall's `id` beside the form fields. */
export const [updateAyuntamiento, updateAyuntamientoFromFicha] = fromListAndFicha(update);

async function create(deps: Deps, actor: Actor, input: unknown, origin: SaveOrigin): Promise<Ayuntamiento> {
  const user = requireLoggedIn(actor);
  const data = parseInput(ayuntamientoInputSchema, input);
  if (await findAyuntamientoIdByCif(deps, data.cif)) throw cifTaken();
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.ayuntamiento.create({ data }), RACE_ANSWERS),
    (ayuntamiento) => activity("crear", `Creado${originNote(origin)} el ayuntamiento ${describeAyuntamiento(ayuntamiento)}`, ayuntamiento.id),
  );
}

async function update(deps: Deps, actor: Actor, input: unknown, origin: SaveOrigin): Promise<Ayuntamiento> {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  const data = parseInput(ayuntamientoInputSchema, input);
  const holder = await findAyuntamientoIdByCif(deps, data.cif);
  if (holder !== null && holder !== id) throw cifTaken();
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.ayuntamiento.update({ where: { id }, data }), RACE_ANSWERS),
    (ayuntamiento) => activity("modificar", `Modificado${originNote(origin)} el ayuntamiento ${describeAyuntamiento(ayuntamiento)}`, id),
  );
}

const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "ayuntamientos", accion, descripcion, registroId });
