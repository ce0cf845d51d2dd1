import { type About as AboutShape, getAbout } from "../../domain/config/about.ts";
import { builder } from "../builder.ts";

const About = builder.objectRef<AboutShape>("About").implement({
  description: "Lo que muestra el diálogo 'Acerca de'.",
  fields: (t) => ({
    appVersion: t.exposeString("appVersion", { description: "Versión de la aplicación." }),
    appVersionFecha: t.expose("appVersionFecha", { type: "Date", description: "Fecha de esa versión." }),
  }),
});

builder.queryField("about", (t) =>
  t.field({
    type: About,
    description: "Versión de la aplicación, para 'Acerca de'.",
    resolve: (_root, _args, ctx) => getAbout(ctx.deps, ctx.viewer),
  }),
);
