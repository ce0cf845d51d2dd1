/** Spec section 7 "Users and roles". */
import type { FastifyInstance } from "fastify";
import { createFirstAdmin } from "../domain/users/setup.ts";
import { createUser } from "../domain/users/createUser.ts";
import { toUsuarioJson } from "./usuarioJson.ts";

export async function usuariosRoutes(api: FastifyInstance): Promise<void> {
  /** Without a session this is first-run setup, allowed only while no user exists. */
  api.post("/usuarios", { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } }, async (request, reply) => {
    const body = fromUsuarioJson(request.body);
    const user = request.actor
      ? await createUser(api.deps, request.actor, body)
      : (await createFirstAdmin(api.deps, body)).account;
    return reply.code(201).send(toUsuarioJson(user));
  });
}

/** The spec's snake_case payload to the domain's field names. */
function fromUsuarioJson(body: unknown): Record<string, unknown> {
  const b = (body ?? {}) as Record<string, unknown>;
  return { username: b.username, password: b.password, email: b.email, rolId: b.rol_id, activo: b.activo };
}
