import { type About as AboutShape, getAbout } from "../../domain/config/about.ts";
import { builder } from "../builder.ts";

const About = builder.objectRef<AboutShape>("About").implement({
  fields: (t) => ({
    appVersion: t.exposeString("appVersion"),
    appVersionFecha: t.expose("appVersionFecha", { type: "Date" }),
  }),
});

builder.queryField("about", (t) =>
  t.field({ type: About, resolve: (_root, _args, ctx) => getAbout(ctx.deps, ctx.viewer) }),
);
