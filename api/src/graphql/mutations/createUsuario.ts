import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import { countUsers } from "../../domain/users/listUsers.ts";
import { createUser } from "../../domain/users/createUser.ts";
import { builder } from "../builder.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { UsuarioEdge } from "../types/Usuario.ts";
import { usuarioInputFields } from "./usuarioFields.ts";

/**
 * The domain returns the account without the password hash; the Prisma plugin loads by id
 * whatever else the selection needs (the role name), so the cast is safe.
 */
const CreateUsuarioPayload = builder.objectRef<{ usuario: UsuarioRow }>("CreateUsuarioPayload").implement({
  description: "La cuenta creada.",
  fields: (t) => ({
    usuarioEdge: t.field({ type: UsuarioEdge, description: "La fila nueva (para @appendEdge).", resolve: ({ usuario }) => newEdge(usuario) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: (_p, _a, ctx) => countUsers(ctx.deps, ctx.viewer) }),
  }),
});

builder.mutationField("createUsuario", (t) =>
  t.fieldWithInput({
    description: "Crea una cuenta de usuario.",
    input: {
      username: t.input.string({ description: "Nombre de usuario." }),
      ...usuarioInputFields(t.input),
    },
    type: CreateUsuarioPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ usuario: (await createUser(ctx.deps, ctx.viewer, input)) as UsuarioRow }),
  }),
);
