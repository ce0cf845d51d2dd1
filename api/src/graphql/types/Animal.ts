/**
 * The animal of a ficha as a Relay node, the record list as a connection, and the lookup by the
 * numeric id the ficha's URL carries (/animales?id=).
 */
import { photoOriginalUrlOf } from "../../domain/animales/animalPhoto.ts";
import { type AnimalEstado, animalEstado } from "../../domain/animales/animalEstado.ts";
import { findAnimal } from "../../domain/animales/getAnimal.ts";
import { searchAnimals } from "../../domain/animales/searchAnimals.ts";
import { dateOfDay } from "../../domain/rules/shelterClock.ts";
import { lookupRow } from "../../domain/lookups/lookups.ts";
import { ESTADO_FILTER_LABELS } from "../../domain/rules/estadoFicha.ts";
import { isNonIsoIdentificacion, NOT_ISO_WARNING } from "../../domain/rules/microchip.ts";
import { builder } from "../builder.ts";
import { exposeNullableStrings } from "../exposeFields.ts";
import { recordNode } from "../recordNode.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";
import { Destino, Sexo, Talla, Tipo } from "./Lookups.ts";

/** Where a ficha's animal is (rules/estadoFicha.ts). */
const EstadoFicha = builder.objectRef<AnimalEstado>("EstadoFicha").implement({
  description: "Dónde está el animal: en el refugio mientras tiene una E/S abierta; si no, el destino y la fecha de salida de su última E/S.",
  fields: (t) => ({
    enRefugio: t.exposeBoolean("enRefugio", { description: "Si tiene una E/S abierta (destino En refugio)." }),
    destino: t.field({
      type: Destino,
      nullable: true,
      description: "El destino de su última E/S; vacío si no tiene ninguna.",
      resolve: (estado, _args, ctx) => lookupRow(ctx.deps, "destinos", estado.destinoId),
    }),
    fechaSalida: t.field({
      type: "Date",
      nullable: true,
      description: "La fecha de salida de su última E/S; vacía mientras sigue en el refugio.",
      resolve: (estado) => (estado.fechaSalida ? dateOfDay(estado.fechaSalida) : null),
    }),
  }),
});

const EstadoFiltro = builder.enumType("EstadoFichaFiltro", {
  description: "Qué fichas lista la lista de fichas según dónde está el animal.",
  values: {
    TODOS: { value: "todos", description: `${ESTADO_FILTER_LABELS.todos}.` },
    EN_REFUGIO: { value: "en_refugio", description: `${ESTADO_FILTER_LABELS.en_refugio}: con una E/S abierta.` },
    FUERA: { value: "fuera", description: `${ESTADO_FILTER_LABELS.fuera}: sin E/S abierta (salidas y fichas sin entradas).` },
  } as const,
});

export const Animal = recordNode("Animal", {
  description: "El animal de una ficha registral.",
  fields: (t) => ({
    registro: t.exposeString("registro", { description: "Número de registro (año/número)." }),
    nombre: t.exposeString("nombre", { description: "Nombre del animal." }),
    ...exposeNullableStrings(t, {
      identificacion: "Identificación (microchip).",
      raza: "Raza.",
      pelo: "Pelo.",
      color: "Color.",
      cola: "Cola.",
    }),
    identificacionNoIso: t.boolean({
      description: `Si tiene una identificación que no es un microchip ISO 11784 (un tatuaje, una placa extranjera): la ficha y la lista avisan '${NOT_ISO_WARNING}'.`,
      resolve: (animal) => isNonIsoIdentificacion(animal.identificacion),
    }),
    edadAnios: t.exposeInt("edadAnios", { description: "Edad: años." }),
    edadMeses: t.exposeInt("edadMeses", { description: "Edad: meses (0 a 11)." }),
    otros: t.exposeString("otros", { nullable: true, description: "Otros datos." }),
    fechaNacimiento: t.expose("fechaNacimiento", { type: "Date", nullable: true, description: "Fecha de nacimiento; con ella los años y meses se calculan." }),
    esterilizado: t.exposeBoolean("esterilizado", { nullable: true, description: "Esterilizado: sí, no, o vacío si no consta." }),
    fechaEsterilizacion: t.expose("fechaEsterilizacion", { type: "Date", nullable: true, description: "Fecha de esterilización." }),
    publicadoAdopcion: t.exposeBoolean("publicadoAdopcion", { description: "Si sale en la página pública de adopción mientras está en el refugio." }),
    descripcionPublica: t.exposeString("descripcionPublica", { nullable: true, description: "La descripción que muestra la página pública de adopción." }),
    // From the lookups kept in memory: no SQL per animal, nor a join. The ids are scalar columns,
    // which every animal row carries (a `select` here would make Pothos re-read list rows).
    tipo: t.field({
      type: Tipo,
      nullable: true,
      description: "Tipo de animal.",
      resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "tipos", animal.tipoId),
    }),
    talla: t.field({ type: Talla, nullable: true, description: "Talla.", resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "tallas", animal.tallaId) }),
    sexo: t.field({ type: Sexo, nullable: true, description: "Sexo.", resolve: (animal, _args, ctx) => lookupRow(ctx.deps, "sexos", animal.sexoId) }),
    fotografia: t.exposeString("fotografia", { nullable: true, description: "Ruta de la API de la fotografía guardada." }),
    fotoVersion: t.exposeInt("fotoVersion", { description: "Sube cada vez que cambia la fotografía." }),
    photoUrl: t.string({
      nullable: true,
      description:
        "Ruta de la fotografía (una copia reducida, de 2000 píxeles de lado como mucho) con su versión, para que una foto sustituida nunca salga de la caché.",
      // No `select`: every Animal row carries its columns, and a select would make rows read
      // outside Pothos's own queries ('Tratamientos en curso') load the animal again.
      resolve: (animal) => (animal.fotografia ? `${animal.fotografia}?v=${animal.fotoVersion}` : null),
    }),
    photoOriginalUrl: t.string({
      nullable: true,
      description: "Ruta que descarga la fotografía tal como se subió (photoUrl muestra una copia reducida), con su versión.",
      resolve: photoOriginalUrlOf,
    }),
    entradasSalidasCount: t.relationCount("entradasSalidas", { description: "Cuántas entradas/salidas tiene." }),
    // The list's rows carry it (no SQL per row); a ficha read elsewhere reads its last E/S.
    estado: t.field({
      type: EstadoFicha,
      description: "Dónde está el animal ahora.",
      resolve: (animal, _args, ctx) => animalEstado(ctx.deps, ctx.viewer, animal),
    }),
  }),
});

export const AnimalEdge = builder.edgeObject({ type: Animal, name: "AnimalEdge", description: "Una fila de la lista de fichas." });

builder.queryFields((t) => ({
  animal: t.prismaField({
    type: "Animal",
    nullable: true,
    description: "La ficha con este Nº Id.",
    authScopes: { loggedIn: true },
    args: { databaseId: t.arg.int({ required: true, description: "Nº Id de la ficha." }) },
    resolve: (query, _root, args, ctx) => findAnimal(ctx.deps, ctx.viewer, { id: args.databaseId }, query),
  }),
  animales: t.connection(
    {
      type: Animal,
      description: "Las fichas registrales, de la más reciente a la más antigua.",
      authScopes: { loggedIn: true },
      args: {
        search: t.arg.string({
          description:
            "Nº Id (exacto), o palabras del registro, la identificación o el nombre; un microchip leído con un 0 delante (16 cifras) se busca sin él.",
        }),
        estado: t.arg({ type: EstadoFiltro, description: "Según dónde está el animal; sin él, todas." }),
        page: pageArg(t.arg, "fichas"),
      },
      resolve: (_root, { search, estado, ...paging }, ctx) =>
        resolvePagedConnection(paging, (window) => searchAnimals(ctx.deps, ctx.viewer, { search, estado, ...window })),
    },
    {
      name: "AnimalConnection",
      description: "Una página de fichas registrales.",
      fields: (c) => pageFields(c, "Cuántas fichas coinciden."),
    },
    AnimalEdge,
  ),
}));
