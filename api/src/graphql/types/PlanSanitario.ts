/**
 * Plan sanitario (issue 27): the catalogue's actuaciones and protocol steps as Relay nodes, each
 * animal's actuaciones (the ficha's 'Salud' tab) and 'Pendientes' across the shelter.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Actuacion } from "../../db/generated/prisma/client.ts";
import { listItemsOfReadAnimal, listVeterinarios, realizadaPorOf, whoGaveItem } from "../../domain/planSanitario/actuacionesAnimal.ts";
import { listActuaciones, listProtocolo } from "../../domain/planSanitario/catalogo.ts";
import { type AnimalPendiente, countPendientes, pagePendientes, type PendienteItem } from "../../domain/planSanitario/pendientes.ts";
import { CLASES } from "../../domain/rules/planSanitario.ts";
import type { WhoGaveIt } from "../../domain/rules/realizadaPor.ts";
import { builder } from "../builder.ts";
import { exposeNullableStrings } from "../exposeFields.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import { recordNode } from "../recordNode.ts";

const CLASE_DESCRIPTION = `Tipo de actuación: ${CLASES.join(", ")}.`;

export const ActuacionSanitaria = recordNode("Actuacion", {
  name: "ActuacionSanitaria",
  description: "Una actuación del plan sanitario del refugio (vacuna, desparasitación o prueba).",
  fields: (t) => ({
    clase: t.exposeString("clase", { description: CLASE_DESCRIPTION }),
    nombre: t.exposeString("nombre", { description: "Nombre (hasta 100 caracteres)." }),
    tipoDatabaseId: t.exposeInt("tipoId", { nullable: true, description: "Nº Id de la especie (tipo) a la que se aplica; vacío: a todas." }),
    intervaloDias: t.exposeInt("intervaloDias", { nullable: true, description: "Días hasta la siguiente una vez hecha; vacío: no se repite." }),
  }),
});

export const PasoProtocolo = recordNode("PasoProtocolo", {
  description: "Un paso del protocolo de una especie: la actuación vence `dia` días después de la llegada.",
  fields: (t) => ({
    tipoDatabaseId: t.exposeInt("tipoId", { description: "Nº Id de la especie (tipo)." }),
    dia: t.exposeInt("dia", { description: "Días tras la llegada (0: el mismo día)." }),
    actuacion: t.relation("actuacion", { type: ActuacionSanitaria, description: "La actuación." }),
  }),
});

export const ActuacionAnimal = recordNode("ActuacionAnimal", {
  description: "Una actuación de un animal: pendiente (vence en `fechaPrevista`), realizada o cancelada.",
  fields: (t) => ({
    animalDatabaseId: t.exposeInt("animalId", { description: "Nº Id del animal." }),
    entradaSalidaDatabaseId: t.exposeInt("entradaSalidaId", { nullable: true, description: "Nº Id de la E/S cuyo protocolo la previó; vacío si es puntual." }),
    // Read from the row, which every list and change joins it into (a relation would read each row again).
    actuacion: t.field({
      type: ActuacionSanitaria,
      description: "La actuación del plan sanitario.",
      resolve: async (item, _args, ctx) =>
        (item as { actuacion?: Actuacion }).actuacion ?? (await ctx.deps.db.actuacion.findUniqueOrThrow({ where: { id: item.actuacionId } })),
    }),
    estado: t.exposeString("estado", { description: "pendiente, realizada o cancelada." }),
    fechaPrevista: t.expose("fechaPrevista", { type: "Date", description: "Día en que vence." }),
    realizadaEn: t.expose("realizadaEn", { type: "DateTime", nullable: true, description: "Cuándo se hizo." }),
    caducidad: t.expose("caducidad", { type: "Date", nullable: true, description: "Caducidad del producto." }),
    ...exposeNullableStrings(t, {
      producto: "Producto aplicado.",
      lote: "Lote del producto.",
      notas: "Notas.",
      documentacion: "Ruta de la API del documento adjunto; solo se abre con sesión iniciada.",
      motivo: "Por qué se canceló o se cambió de día por última vez.",
    }),
    // Every read of items joins who gave them (domain's WITH_NAMES), so the row carries it: a
    // `select` here would read each row again.
    veterinario: t.string({
      nullable: true,
      description: "Usuario que la hizo (su nombre de usuario).",
      resolve: async (item, _args, ctx) => (await whoGaveItem(ctx.deps, item))?.username ?? null,
    }),
    realizadaPor: t.string({
      nullable: true,
      description: "Quién la hizo, como lo imprime la cartilla: nombre (o usuario), rol y, de un veterinario, su número de colegiado.",
      resolve: (item, _args, ctx) => realizadaPorOf(ctx.deps, item),
    }),
  }),
});

builder.queryField("actuacionesSanitarias", (t) =>
  t.field({
    type: [ActuacionSanitaria],
    description: "El catálogo del plan sanitario, por nombre.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => listActuaciones(ctx.deps, ctx.viewer),
  }),
);

builder.queryField("protocoloSanitario", (t) =>
  t.field({
    type: [PasoProtocolo],
    description: "Los pasos de los protocolos, por especie y día.",
    authScopes: { loggedIn: true },
    args: { tipoId: t.arg.int({ description: "Solo los de esta especie (Nº Id del tipo)." }) },
    resolve: (_root, args, ctx) => listProtocolo(ctx.deps, ctx.viewer, { tipoId: args.tipoId }),
  }),
);

builder.prismaObjectField("Animal", "actuacionesSanitarias", (t) =>
  t.field({
    type: [ActuacionAnimal],
    description:
      "Las actuaciones del plan sanitario del animal (pestaña 'Salud'): las pendientes primero, la de fecha prevista más antigua arriba; después las hechas y canceladas, la más reciente primero.",
    resolve: (animal, _args, ctx) => listItemsOfReadAnimal(ctx.deps, ctx.viewer, animal),
  }),
);

const PendienteItemRef = builder.objectRef<PendienteItem>("ActuacionPendiente").implement({
  description: "Una actuación pendiente en 'Pendientes'.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "Nº Id de la actuación del animal." }),
    actuacionAnimalId: t.id({
      description: "Identificador global de la actuación del animal (ActuacionAnimal), para registrarla, reprogramarla o cancelarla.",
      resolve: (item) => encodeGlobalID("ActuacionAnimal", item.id),
    }),
    actuacionDatabaseId: t.exposeInt("actuacionId", { description: "Nº Id de la actuación del catálogo." }),
    clase: t.exposeString("clase", { description: CLASE_DESCRIPTION }),
    nombre: t.exposeString("nombre", { description: "Nombre de la actuación." }),
    fechaPrevista: t.exposeString("fechaPrevista", { description: "Día en que vence, aaaa-mm-dd." }),
    vencimiento: t.exposeString("vencimiento", { description: "En el reloj del refugio: vencida, hoy o proxima (los próximos 7 días)." }),
  }),
});

const AnimalPendienteRef = builder.objectRef<AnimalPendiente>("AnimalConPendientes").implement({
  description: "Un animal de 'Pendientes' con lo que tiene pendiente.",
  fields: (t) => ({
    animalDatabaseId: t.exposeInt("animalId", { description: "Nº Id del animal." }),
    nombre: t.exposeString("nombre", { description: "Nombre del animal." }),
    registro: t.exposeString("registro", { description: "Registro del animal." }),
    tipoDatabaseId: t.exposeInt("tipoId", { nullable: true, description: "Nº Id de su especie (tipo)." }),
    photoUrl: t.string({
      nullable: true,
      description: "Ruta de su fotografía (copia reducida) con su versión.",
      resolve: (animal) => (animal.fotografia ? `${animal.fotografia}?v=${animal.fotoVersion}` : null),
    }),
    actuaciones: t.field({ type: [PendienteItemRef], description: "Lo pendiente, lo que vence antes primero.", resolve: (animal) => animal.items }),
  }),
});

builder.queryField("actuacionesPendientes", (t) =>
  t.connection(
    {
      type: AnimalPendienteRef,
      description: "'Pendientes': lo vencido, lo de hoy y lo de los próximos 7 días en el reloj del refugio, por animal.",
      authScopes: { loggedIn: true },
      args: {
        clase: t.arg.string({ description: `Solo este tipo de actuación (${CLASES.join(", ")}).` }),
        tipoId: t.arg.int({ description: "Solo animales de esta especie (Nº Id del tipo)." }),
        page: pageArg(t.arg, "animales"),
      },
      resolve: async (_root, { clase, tipoId, ...paging }, ctx) => {
        let actuaciones = 0;
        const connection = await resolvePagedConnection(paging, async (window) => {
          const result = await pagePendientes(ctx.deps, ctx.viewer, { clase, tipoId }, window);
          actuaciones = result.actuaciones;
          return result;
        });
        return { ...connection, actuaciones };
      },
    },
    {
      name: "PendientesConnection",
      description: "Una página de animales con actuaciones pendientes.",
      fields: (c) => ({
        ...pageFields(c, "Cuántos animales tienen algo pendiente (con los filtros)."),
        actuaciones: c.exposeInt("actuaciones", { description: "Cuántas actuaciones pendientes hay en la lista entera (con los filtros)." }),
      }),
    },
    { name: "PendientesEdge", description: "Un animal de 'Pendientes'." },
  ),
);

builder.queryField("totalActuacionesPendientes", (t) =>
  t.int({
    description: "Cuántas actuaciones lista 'Pendientes' sin filtros: la cifra del menú lateral y de la tarjeta 'Actuaciones pendientes' del Dashboard.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => countPendientes(ctx.deps, ctx.viewer),
  }),
);

const Veterinario = builder.objectRef<WhoGaveIt & { id: number }>("UsuarioQueRegistra").implement({
  description: "Un usuario activo que puede figurar como quien hizo una actuación.",
  fields: (t) => ({
    usuarioId: t.id({
      description: "Identificador global del usuario (veterinarioId de registrarActuacion).",
      resolve: (user) => encodeGlobalID("Usuario", user.id),
    }),
    username: t.exposeString("username", { description: "Nombre de usuario." }),
    rol: t.exposeString("rol", { description: "Su rol: Administrador, Empleado o Veterinario." }),
    ...exposeNullableStrings(t, { nombreCompleto: "Nombre y apellidos, si constan.", numeroColegiado: "Número de colegiado de un veterinario, si consta." }),
  }),
});

builder.queryField("veterinariosPosibles", (t) =>
  t.field({
    type: [Veterinario],
    description: "Los usuarios activos, por nombre: quién puede figurar como veterinario al registrar una actuación.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => listVeterinarios(ctx.deps, ctx.viewer),
  }),
);
