import type { Session } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { Viewer } from "./Viewer.ts";

/** `<Verb>Payload { token viewer }`: what opening a session answers (login, first-run setup). */
export const sessionPayload = (name: string, description: string) =>
  builder.objectRef<Session>(name).implement({
    description,
    fields: (t) => ({
      token: t.exposeString("token", { description: "El token de la sesión, para la cabecera Authorization." }),
      viewer: t.field({ type: Viewer, description: "El usuario de la sesión.", resolve: (session) => session.user }),
    }),
  });
