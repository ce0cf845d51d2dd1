/** Spec section 7 "Users and roles" and the change-password call of "Session". */
import { ADMINISTRATORS } from "../domain/policies.ts";
import { fromRestJson } from "./fieldNames.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientKey } from "../clientAddress.ts";
import { z } from "zod";
import { changePasswordSchema } from "../domain/rules/password.ts";
import { userInputSchema } from "../domain/rules/user.ts";
import { updateUserSchema } from "../domain/users/updateUser.ts";
import { created, documented, jsonAnswer, messageAnswer, restBody } from "./routeDoc.ts";
import { usuarioJson } from "./usuarioJson.ts";
import { changePassword } from "../domain/users/changePassword.ts";
import { createUserOrFirstAdmin } from "../domain/users/createUser.ts";
import { listUsers } from "../domain/users/listUsers.ts";
import { listRoles } from "../domain/users/roles.ts";
import { updateUser } from "../domain/users/updateUser.ts";
import { refuseSetupOnceDone } from "../domain/users/setup.ts";
import { toUsuarioJson } from "./usuarioJson.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { sessionCookieOf } from "../sessionCookie.ts";

export async function usuariosRoutes(api: FastifyInstance): Promise<void> {
  const listDoc = {
    summary: "Los usuarios con el nombre de su rol.",
    callers: ADMINISTRATORS,
    answer: jsonAnswer(z.array(usuarioJson.extend({ rol: z.string().nullable() }))),
  };
  api.get("/usuarios", documented(listDoc), async (request) => {
    const users = await listUsers(api.deps, request.actor);
    return users.map((user) => ({ ...toUsuarioJson(user), rol: user.rol?.rol ?? null }));
  });

  const createDoc = {
    summary: "Crea un usuario; sin usuarios aún, el primer administrador.",
    callers: ADMINISTRATORS,
    body: restBody(userInputSchema, { fields: USUARIO_FIELDS }),
    answer: created(usuarioJson),
  };
  api.post(
    "/usuarios",
    documented(createDoc, {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" }, guests: true },
      onRequest: async (request: FastifyRequest) => refuseSetupOnceDone(api.deps, request.actor),
    }),
    async (request, reply) => {
      const user = await createUserOrFirstAdmin(api.deps, request.actor, fromUsuarioJson(request.body));
      return reply.code(201).send(toUsuarioJson(user));
    },
  );

  const updateDoc = {
    summary: "Guarda un usuario; una contraseña en blanco no la cambia.",
    callers: ADMINISTRATORS,
    body: restBody(updateUserSchema, { fields: USUARIO_FIELDS }),
    answer: jsonAnswer(usuarioJson),
  };
  api.put<{ Params: { id: string } }>("/usuarios/:id", documented(updateDoc), async (request) => {
    const user = await updateUser(api.deps, request.actor, { ...fromUsuarioJson(request.body), id: request.params.id });
    return toUsuarioJson(user);
  });

  api.get(
    "/roles",
    documented({ summary: "Los roles.", callers: ADMINISTRATORS, answer: jsonAnswer(z.array(z.object({ id: z.number(), rol: z.string() }))) }),
    (request) => listRoles(api.deps, request.actor),
  );

  const passwordDoc = {
    summary: "Cambia la contraseña propia: un token nuevo.",
    body: restBody(changePasswordSchema),
    answer: jsonAnswer(messageAnswer.extend({ token: z.string() })),
  };
  api.put("/users/change-password", documented(passwordDoc), async (request, reply) => {
    const { token } = await changePassword(api.deps, request.actor, request.body, clientKey(request.ip));
    sessionCookieOf(request, reply).set(token);
    // `token` is added to the spec's answer: the old one ended with the password change.
    return { message: SUCCESS_MESSAGES.passwordChanged, token };
  });
}

const USUARIO_FIELDS = ["username", "password", "email", "rolId", "activo", "nombreCompleto", "numeroColegiado"];

/** The spec's snake_case payload to the domain's field names. */
function fromUsuarioJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, USUARIO_FIELDS);
}
