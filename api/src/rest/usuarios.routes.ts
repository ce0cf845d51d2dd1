/** Spec section 7 "Users and roles" and the change-password call of "Session". */
import { fromRestJson } from "./fieldNames.ts";
import type { FastifyInstance } from "fastify";
import { changePassword } from "../domain/users/changePassword.ts";
import { createUserOrFirstAdmin } from "../domain/users/createUser.ts";
import { listUsers } from "../domain/users/listUsers.ts";
import { listRoles } from "../domain/users/roles.ts";
import { updateUser } from "../domain/users/updateUser.ts";
import { toUsuarioJson } from "./usuarioJson.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { sessionCookieOf } from "../sessionCookie.ts";

export async function usuariosRoutes(api: FastifyInstance): Promise<void> {
  api.get("/usuarios", async (request) => {
    const users = await listUsers(api.deps, request.actor);
    return users.map((user) => ({ ...toUsuarioJson(user), rol: user.rol?.rol ?? null }));
  });

  api.post("/usuarios", { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } }, async (request, reply) => {
    const user = await createUserOrFirstAdmin(api.deps, request.actor, fromUsuarioJson(request.body));
    return reply.code(201).send(toUsuarioJson(user));
  });

  api.put<{ Params: { id: string } }>("/usuarios/:id", async (request) => {
    const user = await updateUser(api.deps, request.actor, { ...fromUsuarioJson(request.body), id: request.params.id });
    return toUsuarioJson(user);
  });

  api.get("/roles", (request) => listRoles(api.deps, request.actor));

  api.put("/users/change-password", async (request, reply) => {
    const { token } = await changePassword(api.deps, request.actor, request.body);
    sessionCookieOf(request, reply).set(token);
    // `token` is added to the spec's answer: the old one ended with the password change.
    return { message: SUCCESS_MESSAGES.passwordChanged, token };
  });
}

/** The spec's snake_case payload to the domain's field names. */
function fromUsuarioJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, ["username", "password", "email", "rolId", "activo"]);
}
