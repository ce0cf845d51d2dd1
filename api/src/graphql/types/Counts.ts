import { type Counts as CountsShape, getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";

const Counts = builder.objectRef<CountsShape>("Counts").implement({
  fields: (t) => ({
    animales: t.exposeInt("animales"),
    personas: t.exposeInt("personas"),
    ayuntamientos: t.exposeInt("ayuntamientos"),
  }),
});

builder.queryField("counts", (t) =>
  t.field({ type: Counts, resolve: (_root, _args, ctx) => getCounts(ctx.deps, ctx.viewer) }),
);
