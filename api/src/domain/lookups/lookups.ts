/**
 * The fixed lists the forms choose from (spec section 3 "Lookups") and the roles, in id order. They
 * change through migrations, a restore, or an administrator's choice of a tipo's group for the law,
 * so they are read once and kept in memory until db/databaseChanges.ts hears that one changed (on
 * any instance): a ficha or a list names its tipo, talla and sexo without SQL.
 */
import type { Db } from "../../db/client.ts";
import type { Destino, Procedencia, Rol, Sexo, Talla, Tipo } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";

export type Lookups = { tipos: Tipo[]; tallas: Talla[]; sexos: Sexo[]; procedencias: Procedencia[]; destinos: Destino[]; roles: Rol[] };

const loaded = new WeakMap<Db, Promise<Lookups>>();
/** The same lists once read: a resolver then names a row without a promise, which graphql-js completes at once. */
const held = new WeakMap<Db, Lookups>();

async function readLookups(db: Db): Promise<Lookups> {
  const byId = { orderBy: { id: "asc" } } as const;
  const [tipos, tallas, sexos, procedencias, destinos, roles] = await Promise.all([
    db.tipo.findMany(byId),
    db.talla.findMany(byId),
    db.sexo.findMany(byId),
    db.procedencia.findMany(byId),
    db.destino.findMany(byId),
    db.rol.findMany(byId),
  ]);
  return { tipos, tallas, sexos, procedencias, destinos, roles };
}

/** Every lookup list, read from the database the first time only (a failed read is tried again). */
export function lookups(deps: Pick<Deps, "db">): Promise<Lookups> {
  let lists = loaded.get(deps.db);
  if (!lists) {
    const db = deps.db;
    lists = readLookups(db).then((read) => {
      if (loaded.get(db) === lists) held.set(db, read);
      return read;
    });
    loaded.set(db, lists);
    lists.catch(() => loaded.delete(deps.db));
  }
  return lists;
}

/**
 * Forgets this process's copy: the next use reads the lists again. Told by every instance's
 * listener (db/databaseChanges.ts) a moment after a change commits; the instance that made an
 * administrator's change also forgets at once (tipoEspecieLey.ts). The adoption rule reads a tipo's
 * group itself (entradasSalidas/adoptionPreconditions.ts), so that moment never decides it.
 */
export function forgetLookups(db: Db): void {
  loaded.delete(db);
  held.delete(db);
}

/** Every lookup list, at once when this process holds them already, else as `lookups` reads them. */
export function lookupsNow(deps: Pick<Deps, "db">): Lookups | Promise<Lookups> {
  return held.get(deps.db) ?? lookups(deps);
}

type LookupRow<K extends keyof Lookups> = Lookups[K][number];

/**
 * The row of `list` with this id, or null (an animal without talla, an unknown id); at once, not
 * as a promise, when the lists are held: a page of 25 fichas names 100 rows.
 */
export function lookupRow<K extends keyof Lookups>(
  deps: Pick<Deps, "db">,
  list: K,
  id: number | null | undefined,
): LookupRow<K> | null | Promise<LookupRow<K> | null> {
  if (id == null) return null;
  const lists = lookupsNow(deps);
  return lists instanceof Promise ? lists.then((read) => rowOf(read, list, id)) : rowOf(lists, list, id);
}

function rowOf<K extends keyof Lookups>(lists: Lookups, list: K, id: number): LookupRow<K> | null {
  return (lists[list] as LookupRow<K>[]).find((row) => row.id === id) ?? null;
}

/** One lookup list, to logged-in users: the choices of the forms. */
export async function listLookup<K extends keyof Lookups>(deps: Deps, actor: Actor, list: K): Promise<Lookups[K]> {
  requireLoggedIn(actor);
  return (await lookups(deps))[list];
}

export const listTipos = (deps: Deps, actor: Actor) => listLookup(deps, actor, "tipos");
export const listTallas = (deps: Deps, actor: Actor) => listLookup(deps, actor, "tallas");
export const listSexos = (deps: Deps, actor: Actor) => listLookup(deps, actor, "sexos");
export const listProcedencias = (deps: Deps, actor: Actor) => listLookup(deps, actor, "procedencias");
export const listDestinos = (deps: Deps, actor: Actor) => listLookup(deps, actor, "destinos");
