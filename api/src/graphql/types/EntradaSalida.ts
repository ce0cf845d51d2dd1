/**
 * An entry/exit (E/S) of an animal as a Relay node, the animal's E/S as a connection (newest
 * first, as the ficha's table lists them) and the shelter's today, which the General tab needs.
 */
import { NEWEST_FIRST, diasOf } from "../../domain/entradasSalidas/readEntradasSalidas.ts";
import { shelterToday } from "../../domain/entradasSalidas/entradaSalidaRecord.ts";
import { dateOfDay } from "../../domain/rules/shelterClock.ts";
import { type Lookups, lookupRow } from "../../domain/lookups/lookups.ts";
import { requireLoggedIn } from "../../domain/policies.ts";
import { hidesBlockedPersona, visiblePersona } from "../../domain/rgpd/blocking.ts";
import { builder } from "../builder.ts";
import { recordNode } from "../recordNode.ts";
import "./Animal.ts";
import "./Ayuntamiento.ts";
import { Destino, Procedencia } from "./Lookups.ts";
import { Persona } from "./Persona.ts";

type DestinoRow = Lookups["destinos"][number];

const loggedIn = { loggedIn: true } as const;

export const EntradaSalida = recordNode("EntradaSalida", {
  description: "Una entrada/salida (E/S) de un animal; destino 6 (En refugio) es una estancia abierta.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "Nº Id de la E/S, el que usan la API REST y el contexto de selección." }),
    fechaLlegada: t.expose("fechaLlegada", { type: "Date", description: "Fecha Llegada." }),
    fechaSalida: t.expose("fechaSalida", { type: "Date", nullable: true, description: "Fecha Salida; vacía mientras el animal sigue en el refugio." }),
    compromisoEsterilizacion: t.exposeBoolean("compromisoEsterilizacion", {
      description: "Adopción de un animal sin esterilizar: el adoptante se compromete a esterilizarlo.",
    }),
    fechaLimiteEsterilizacion: t.expose("fechaLimiteEsterilizacion", {
      type: "Date",
      nullable: true,
      description: "Fecha límite del compromiso de esterilización.",
    }),
    // From the lookups kept in memory, as the animal's tipo, talla and sexo: no SQL per row.
    procedencia: t.field({
      type: Procedencia,
      nullable: true,
      description: "Vacía hasta que se elige (la procedencia 0 de la especificación).",
      select: { procedenciaId: true },
      resolve: (entradaSalida, _args, ctx) => lookupRow(ctx.deps, "procedencias", entradaSalida.procedenciaId),
    }),
    destino: t.field({
      type: Destino,
      description: "Destino; 6 (En refugio) mientras el animal sigue en el refugio.",
      select: { destinoId: true },
      // Every E/S has a destino (a foreign key): the row is there.
      resolve: (entradaSalida, _args, ctx) => lookupRow(ctx.deps, "destinos", entradaSalida.destinoId) as DestinoRow | Promise<DestinoRow>,
    }),
    // A blocked person is null for a non-administrator, who reads `…Bloqueada` instead (LOPDGDD art. 32).
    datosEntrada: t.field({
      type: Persona,
      nullable: true,
      description: "La persona que entrega el animal; null si está bloqueada y quien pregunta no es administrador.",
      select: { datosEntrada: true },
      resolve: (entradaSalida, _args, ctx) => visiblePersona(ctx.viewer, entradaSalida.datosEntrada),
    }),
    datosEntradaBloqueada: t.boolean({
      description: "La persona de la entrada está bloqueada (LOPDGDD art. 32) y quien pregunta no puede verla: 'Persona bloqueada (RGPD)'.",
      select: { datosEntrada: { select: { bloqueadaEn: true } } },
      resolve: (entradaSalida, _args, ctx) => hidesBlockedPersona(ctx.viewer, entradaSalida.datosEntrada),
    }),
    datosSalida: t.field({
      type: Persona,
      nullable: true,
      description: "La persona que se hace cargo del animal a la salida; null si está bloqueada y quien pregunta no es administrador.",
      select: { datosSalida: true },
      resolve: (entradaSalida, _args, ctx) => visiblePersona(ctx.viewer, entradaSalida.datosSalida),
    }),
    datosSalidaBloqueada: t.boolean({
      description: "La persona de la salida está bloqueada (LOPDGDD art. 32) y quien pregunta no puede verla: 'Persona bloqueada (RGPD)'.",
      select: { datosSalida: { select: { bloqueadaEn: true } } },
      resolve: (entradaSalida, _args, ctx) => hidesBlockedPersona(ctx.viewer, entradaSalida.datosSalida),
    }),
    ayuntamiento: t.relation("ayuntamiento", { nullable: true, description: "El ayuntamiento vinculado a la E/S." }),
    animal: t.relation("animal", { description: "El animal de la E/S." }),
    diasEnRefugio: t.int({
      description: "Días naturales desde la llegada hasta la salida, o hasta hoy si sigue abierta, en la zona horaria del refugio.",
      select: { fechaLlegada: true, fechaSalida: true },
      resolve: (entradaSalida, _args, ctx) => diasOf(ctx.deps, entradaSalida),
    }),
  }),
});

builder.prismaObjectField("Animal", "entradasSalidas", (t) =>
  t.relatedConnection(
    "entradasSalidas",
    { cursor: "id", query: { orderBy: NEWEST_FIRST }, totalCount: true, description: "Las E/S del animal, la más reciente primero." },
    { name: "EntradaSalidaConnection", description: "Las entradas/salidas de un animal." },
    { name: "EntradaSalidaEdge", description: "Una fila de la tabla de E/S." },
  ),
);

builder.queryField("hoyEnRefugio", (t) =>
  t.field({
    type: "Date",
    authScopes: loggedIn,
    description: "El día de hoy en la zona horaria del refugio (TIME_ZONE).",
    resolve: (_root, _args, ctx) => {
      requireLoggedIn(ctx.viewer);
      return dateOfDay(shelterToday(ctx.deps));
    },
  }),
);
