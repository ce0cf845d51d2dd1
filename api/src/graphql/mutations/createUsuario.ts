import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import { countUsers } from "../../domain/users/listUsers.ts";
import { createUser } from "../../domain/users/createUser.ts";
import { builder } from "../builder.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { UsuarioEdge } from "../types/Usuario.ts";
import { usuarioInputFields } from "./usuarioFields.ts";

const CreateUsuarioPayload = builder.objectRef<UsuarioRow>("CreateUsuarioPayload").implement({
  description: "La cuenta creada.",
  fields: (t) => ({
    usuarioEdge: t.field({ type: UsuarioEdge, description: "La fila nueva (para @appendEdge).", resolve: (usuario) => newEdge(usuario) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: (_p, _a, ctx) => countUsers(ctx.deps, ctx.viewer) }),
  }),
});

mutationWithInput("createUsuario", {
  description: "Crea una cuenta de usuario.",
  access: "admin",
  input: (t) => ({
    username: t.string({ description: "Nombre de usuario." }),
    ...usuarioInputFields(t),
  }),
  payload: CreateUsuarioPayload,
  // The domain returns the account without the password hash; the Prisma plugin loads by id
  // whatever else the selection needs (the role name), so the cast is safe.
  resolve: async (input, ctx) => (await createUser(ctx.deps, ctx.viewer, input)) as UsuarioRow,
});
