import { isSmtpAvailable } from "../../domain/config/smtpAvailable.ts";
import { hasUsers } from "../../domain/users/setup.ts";
import { builder } from "../builder.ts";

/** What the app needs to know before anyone logs in: first-run setup, and password recovery. */
const AppStatus = builder.objectRef<object>("AppStatus").implement({
  description: "Lo que la aplicación necesita saber antes de iniciar sesión.",
  fields: (t) => ({
    hasUsers: t.boolean({
      description: "Existe al menos un usuario; si no, se muestra la configuración inicial.",
      resolve: (_s, _a, ctx) => hasUsers(ctx.deps),
    }),
    zonaHoraria: t.string({
      description: "La zona horaria IANA del refugio (TIME_ZONE): la del día de hoy, las fechas y las horas que se muestran.",
      resolve: (_s, _a, ctx) => ctx.deps.timeZone,
    }),
    smtpAvailable: t.boolean({
      description: "Hay servidor de correo configurado, así que se puede recuperar la contraseña.",
      resolve: (_s, _a, ctx) => isSmtpAvailable(ctx.deps),
    }),
  }),
});

builder.queryField("appStatus", (t) => t.field({ type: AppStatus, description: "Estado de la aplicación, sin necesidad de sesión.", resolve: () => ({}) }));
