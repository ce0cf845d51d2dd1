/** The animal listing of /reportes (spec sections 2 and 7 "Reports") as one query with typed errors. */
import { generarListado, type Listado as ListadoShape, type ListadoFila as FilaShape } from "../../domain/listados/listado.ts";
import { builder } from "../builder.ts";
import { exposeInts, exposeNullableStrings } from "../exposeFields.ts";

const ListadoFila = builder.objectRef<FilaShape>("ListadoFila").implement({
  description: "Una E/S cuya fecha de llegada cae en el periodo, con su animal.",
  fields: (t) => ({
    ...exposeInts(t, {
      entradaSalidaId: "Nº Id de la E/S.",
      animalId: "Nº Id de la ficha.",
      edadAnios: "Años de edad.",
      edadMeses: "Meses de edad, además de los años.",
    }),
    ...exposeNullableStrings(t, {
      registro: "Nº Registro.",
      identificacion: "Nº Identificación (microchip).",
      nombre: "Nombre del animal.",
      tipo: "Tipo de animal.",
      procedencia: "Procedencia de la entrada.",
      fechaLlegada: "Fecha de llegada, yyyy-MM-dd.",
      destino: "Destino de la salida.",
      fechaSalida: "Fecha de salida, yyyy-MM-dd.",
      ayuntamiento: "Ayuntamiento de la E/S.",
    }),
  }),
});

const ResumenParte = builder.objectRef<{ nombre: string; total: number }>("ListadoResumenParte").implement({
  description: "Una línea del resumen: un destino o un tipo y cuántas filas tiene.",
  fields: (t) => ({
    nombre: t.exposeString("nombre", { description: "Destino o tipo." }),
    total: t.exposeInt("total", { description: "Filas con ese destino o tipo." }),
  }),
});

const Listado = builder.objectRef<ListadoShape>("Listado").implement({
  description: "Listado de animales: filas, total de coincidencias y fecha de generación.",
  fields: (t) => ({
    generadoEn: t.field({ type: "DateTime", description: "Momento en que se generó.", resolve: (l) => l.generadoEn }),
    total: t.exposeInt("total", { description: "Todas las coincidencias, aunque superen las filas devueltas." }),
    filas: t.field({ type: [ListadoFila], description: "Las filas devueltas, como mucho el límite del listado.", resolve: (l) => l.filas }),
    porDestino: t.field({ type: [ResumenParte], description: "Filas por destino.", resolve: (l) => l.resumen.destinos }),
    porTipo: t.field({ type: [ResumenParte], description: "Filas por tipo de animal.", resolve: (l) => l.resumen.tipos }),
  }),
});

const ListadoFiltroInput = builder.inputType("ListadoFiltroInput", {
  description: "Fechas 'yyyy-MM-dd' (obligatorias); un id vacío significa 'todos'.",
  fields: (t) => ({
    fechaDesde: t.string({ description: "Fecha Desde, yyyy-MM-dd." }),
    fechaHasta: t.string({ description: "Fecha Hasta, yyyy-MM-dd." }),
    tipo: t.int({ description: "Tipo de animal; vacío para todos." }),
    identificacion: t.string({ description: "todos, con o sin" }),
    ayuntamiento: t.int({ description: "Ayuntamiento; vacío para todos." }),
    procedencia: t.int({ description: "Procedencia; vacío para todas." }),
    destino: t.int({ description: "Destino; vacío para todos." }),
  }),
});

builder.queryField("listado", (t) =>
  t.field({
    type: Listado,
    description: "El listado de animales de /reportes para el filtro dado.",
    authScopes: { loggedIn: true },
    args: { filtro: t.arg({ type: ListadoFiltroInput, required: true, description: "Periodo y filtros del informe." }) },
    errors: {},
    resolve: (_root, { filtro }, ctx) => generarListado(ctx.deps, ctx.viewer, filtro),
  }),
);
