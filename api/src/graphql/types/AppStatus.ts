import { isSmtpAvailable } from "../../domain/config/smtpAvailable.ts";
import { hasUsers } from "../../domain/users/setup.ts";
import { builder } from "../builder.ts";

/** What the app needs to know before anyone logs in: first-run setup, and password recovery. */
const AppStatus = builder.objectRef<object>("AppStatus").implement({
  fields: (t) => ({
    hasUsers: t.boolean({ resolve: (_s, _a, ctx) => hasUsers(ctx.deps) }),
    smtpAvailable: t.boolean({ resolve: (_s, _a, ctx) => isSmtpAvailable(ctx.deps) }),
  }),
});

builder.queryField("appStatus", (t) => t.field({ type: AppStatus, resolve: () => ({}) }));
