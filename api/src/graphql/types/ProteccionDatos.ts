/** 'Protección de datos' (administrators): the retention period, the blocked people and those past their period. */
import { searchBlockedPersonas } from "../../domain/rgpd/blocking.ts";
import { listPastRetention, type PastRetention } from "../../domain/rgpd/retention.ts";
import { ANONYMISE_BATCH } from "../../domain/rules/rgpd.ts";
import { builder } from "../builder.ts";
import { DATABASE_ID } from "../databaseId.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import { Persona } from "./Persona.ts";

builder.queryField("personasBloqueadas", (t) =>
  t.connection(
    {
      type: Persona,
      description: "Las personas bloqueadas y aún no anonimizadas, por apellidos; solo para administradores.",
      authScopes: { admin: true },
      args: { search: t.arg.string({ description: "Palabras a buscar." }), page: pageArg(t.arg, "personas") },
      resolve: (_root, { search, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchBlockedPersonas(ctx.deps, ctx.viewer, { search, ...window })),
    },
    { name: "PersonaBloqueadaConnection", description: "Una página de personas bloqueadas.", fields: (c) => pageFields(c, "Cuántas personas bloqueadas hay.") },
    { name: "PersonaBloqueadaEdge", description: "Una persona bloqueada." },
  ),
);

const PersonaFueraDePlazo = builder.objectRef<PastRetention>("PersonaFueraDePlazo").implement({
  description: "Una persona cuyo plazo de conservación ha terminado.",
  fields: (t) => ({
    databaseId: t.int({ ...DATABASE_ID, resolve: (row) => row.id }),
    dni: t.exposeString("dni", { description: "DNI o NIE." }),
    nombre: t.exposeString("nombre", { description: "Nombre." }),
    apellido1: t.exposeString("apellido1", { description: "Primer apellido." }),
    apellido2: t.exposeString("apellido2", { nullable: true, description: "Segundo apellido." }),
    ultimoMovimiento: t.expose("ultimoMovimiento", { type: "Date", description: "Último día de su última entrada o salida." }),
    finPlazo: t.expose("finPlazo", { type: "Date", description: "Día en que terminó el plazo de conservación." }),
  }),
});

builder.queryField("personasFueraDePlazo", (t) =>
  t.connection(
    {
      type: PersonaFueraDePlazo,
      description: "Las personas no anonimizadas cuyo plazo de conservación terminó, la que terminó antes primero; solo para administradores.",
      authScopes: { admin: true },
      args: { page: pageArg(t.arg, "personas") },
      resolve: async (_root, paging, ctx) => {
        let years = 0;
        const connection = await resolvePagedConnection(
          paging,
          async (window) => {
            const result = await listPastRetention(ctx.deps, ctx.viewer, window);
            years = result.years;
            return result;
          },
          { maxSize: ANONYMISE_BATCH },
        );
        return { ...connection, plazoConservacion: years };
      },
    },
    {
      name: "PersonaFueraDePlazoConnection",
      description: "Una página de personas fuera de plazo.",
      fields: (c) => ({
        ...pageFields(c, "Cuántas personas están fuera de plazo."),
        plazoConservacion: c.exposeInt("plazoConservacion", {
          description: "Años que se conservan los datos de una persona tras su última entrada o salida antes de poder anonimizarla.",
        }),
      }),
    },
    { name: "PersonaFueraDePlazoEdge", description: "Una persona fuera de plazo." },
  ),
);
