import type { Session } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { Viewer } from "./Viewer.ts";

export const SessionPayload = builder.objectRef<Session>("SessionPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    viewer: t.field({ type: Viewer, resolve: (session) => session.user }),
  }),
});
