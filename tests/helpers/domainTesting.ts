/** People and town hall domain tests: deps over a fresh domain world, actors and an open E/S. */
import type { Database } from "../../api/src/db/client.ts";
import { ROLE } from "../../api/src/domain/actor.ts";
import type { Deps } from "../../api/src/domain/deps.ts";
import type { LoggedIn } from "../../api/src/domain/policies.ts";
import { createDomainWorld } from "./domainDeps.ts";

export async function openTestDeps(): Promise<{ deps: Deps; database: Database }> {
  const world = await createDomainWorld();
  // Closing also removes the world's temporary data folder.
  return { deps: world.deps, database: { ...world.database, close: world.close } };
}

/** A user row the activity log can name; every role may work with people and town halls. */
export async function createActor(deps: Deps, rolId: number = ROLE.EMPLEADO, username = `empleado${rolId}`): Promise<LoggedIn> {
  const user = await deps.db.usuario.create({ data: { username, password: "-", email: `${username}@refugio.test`, rolId } });
  return { id: user.id, username: user.username, rolId: user.rolId };
}

/** An animal with one open E/S, as the later E/S screens create them. */
export async function createAnimalWithEntradaSalida(
  deps: Deps,
  entrada: { procedenciaId?: number | null; destinoId?: number } = {},
): Promise<{ animalId: number; entradaSalidaId: number }> {
  const animal = await deps.db.animal.create({ data: { registro: "R-1", nombre: "Toby", tipoId: 1, tallaId: 2, sexoId: 1 } });
  const es = await deps.db.entradaSalida.create({
    data: {
      animalId: animal.id,
      procedenciaId: entrada.procedenciaId ?? null,
      destinoId: entrada.destinoId ?? 6,
      fechaLlegada: new Date("2026-01-10"),
      fechaSalida: entrada.destinoId && entrada.destinoId !== 6 ? new Date("2026-02-10") : null,
    },
  });
  return { animalId: animal.id, entradaSalidaId: es.id };
}
