/**
 * An observation or treatment of an E/S as a Relay node, and the shelter's open treatments as a
 * paged connection ('Tratamientos en curso').
 */
import { animalOfObservacion, daysSinceStart, type OpenTreatment, pageOpenTreatments } from "../../domain/observaciones/openTreatments.ts";
import { pageObservaciones } from "../../domain/observaciones/readObservaciones.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import { Animal } from "./Animal.ts";
import "./EntradaSalida.ts";

export const Observacion = recordNode("Observacion", {
  description: "Una observación de una E/S; con `tratamiento`, un tratamiento con sus fechas.",
  fields: (t) => ({
    entradaSalidaDatabaseId: t.exposeInt("entradaSalidaId", { description: "Nº Id de la E/S de la observación." }),
    fechaHora: t.expose("fechaHora", { type: "DateTime", description: "Cuándo se anotó." }),
    descripcion: t.exposeString("descripcion", { description: "Descripción (hasta 250 caracteres)." }),
    tratamiento: t.exposeBoolean("tratamiento", { description: "Si es un tratamiento." }),
    sanitaria: t.exposeBoolean("sanitaria", {
      description: "Observación sanitaria: la información para el adoptante la imprime (un tratamiento siempre lo es).",
    }),
    tratamientoFechaInicio: t.expose("tratamientoFechaInicio", { type: "DateTime", nullable: true, description: "Inicio del tratamiento." }),
    tratamientoFechaFin: t.expose("tratamientoFechaFin", { type: "DateTime", nullable: true, description: "Fin del tratamiento, si lo tiene." }),
    documentacion: t.exposeString("documentacion", {
      nullable: true,
      description: "Ruta de la API del documento adjunto; solo se abre con sesión iniciada.",
    }),
    diasDesdeInicio: t.int({
      nullable: true,
      description: "Días completos desde el inicio del tratamiento (0 el primer día).",
      // No `select`: rows carry every column, and a select would read again the rows of 'Tratamientos en curso'.
      resolve: (observacion) => daysSinceStart(observacion.tratamientoFechaInicio, new Date()),
    }),
    animal: t.field({
      type: Animal,
      description: "El animal de la E/S de la observación.",
      // 'Tratamientos en curso' reads each row with its animal; any other observation asks for it.
      resolve: (observacion, _args, ctx) =>
        "entradaSalida" in observacion ? (observacion as OpenTreatment).entradaSalida.animal : animalOfObservacion(ctx.deps, ctx.viewer, observacion),
    }),
  }),
});

/** A row of an E/S's observations: what the tab's connection holds and a create answers (for @prependEdge). */
export const ObservacionEdge = builder.edgeObject({ type: Observacion, name: "ObservacionEdge", description: "Una fila de la tabla de observaciones." });

builder.queryField("tratamientosEnCurso", (t) =>
  t.connection(
    {
      type: Observacion,
      description: "Los tratamientos en curso de todo el refugio, el que empezó más tarde primero.",
      authScopes: { loggedIn: true },
      args: { page: pageArg(t.arg, "tratamientos") },
      resolve: async (_root, paging, ctx) => {
        let animales = 0;
        const connection = await resolvePagedConnection(paging, async (window) => {
          const result = await pageOpenTreatments(ctx.deps, ctx.viewer, window);
          animales = result.animales;
          return result;
        });
        return { ...connection, animalesEnTratamiento: animales };
      },
    },
    {
      name: "TratamientoConnection",
      description: "Una página de tratamientos en curso.",
      fields: (c) => ({
        ...pageFields(c, "Cuántos tratamientos hay en curso."),
        animalesEnTratamiento: c.exposeInt("animalesEnTratamiento", {
          description: "Cuántos animales tienen alguno: la cifra 'En Tratamiento' del Dashboard.",
        }),
      }),
    },
    { name: "TratamientoEdge", description: "Una fila de los tratamientos en curso." },
  ),
);

builder.prismaObjectField("EntradaSalida", "observaciones", (t) =>
  t.connection(
    {
      type: Observacion,
      description: "Las observaciones de la E/S, la más reciente primero.",
      args: {
        soloTratamientos: t.arg.boolean({ description: "Solo los tratamientos (el interruptor 'Solo los tratamientos')." }),
        page: pageArg(t.arg, "observaciones"),
      },
      resolve: (entradaSalida, { soloTratamientos, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => pageObservaciones(ctx.deps, ctx.viewer, { entradaSalidaId: entradaSalida.id, soloTratamientos }, window)),
    },
    {
      name: "ObservacionConnection",
      description: "Una página de observaciones de una E/S.",
      fields: (c) => pageFields(c, "Cuántas observaciones hay (con el filtro)."),
    },
    ObservacionEdge,
  ),
);
