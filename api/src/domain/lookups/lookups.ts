/** The fixed lists the forms choose from (spec section 3 "Lookups"), in id order. */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";

type Selection = { include?: object; select?: object };

export function listTipos(deps: Deps, actor: Actor, query: Selection = {}) {
  requireLoggedIn(actor);
  return deps.db.tipo.findMany({ ...query, orderBy: { id: "asc" } });
}

export function listTallas(deps: Deps, actor: Actor, query: Selection = {}) {
  requireLoggedIn(actor);
  return deps.db.talla.findMany({ ...query, orderBy: { id: "asc" } });
}

export function listSexos(deps: Deps, actor: Actor, query: Selection = {}) {
  requireLoggedIn(actor);
  return deps.db.sexo.findMany({ ...query, orderBy: { id: "asc" } });
}

export function listProcedencias(deps: Deps, actor: Actor, query: Selection = {}) {
  requireLoggedIn(actor);
  return deps.db.procedencia.findMany({ ...query, orderBy: { id: "asc" } });
}

export function listDestinos(deps: Deps, actor: Actor, query: Selection = {}) {
  requireLoggedIn(actor);
  return deps.db.destino.findMany({ ...query, orderBy: { id: "asc" } });
}
