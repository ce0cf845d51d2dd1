import type { Session } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { Viewer } from "./Viewer.ts";

export const SessionPayload = builder.objectRef<Session>("SessionPayload").implement({
  description: "Una sesión abierta.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "El token de la sesión, para la cabecera Authorization." }),
    viewer: t.field({ type: Viewer, description: "El usuario de la sesión.", resolve: (session) => session.user }),
  }),
});
