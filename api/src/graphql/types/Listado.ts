/** The animal listing of /reportes (spec sections 2 and 7 "Reports") as one query with typed errors. */
import { generarListado, type Listado as ListadoShape, type ListadoFila as FilaShape } from "../../domain/listados/listado.ts";
import { builder } from "../builder.ts";

const ListadoFila = builder.objectRef<FilaShape>("ListadoFila").implement({
  description: "Una E/S cuya fecha de llegada cae en el periodo, con su animal.",
  fields: (t) => ({
    entradaSalidaId: t.exposeInt("entradaSalidaId", { description: "Nº Id de la E/S." }),
    animalId: t.exposeInt("animalId", { description: "Nº Id de la ficha." }),
    registro: t.exposeString("registro", { nullable: true, description: "Nº Registro." }),
    identificacion: t.exposeString("identificacion", { nullable: true, description: "Nº Identificación (microchip)." }),
    nombre: t.exposeString("nombre", { nullable: true, description: "Nombre del animal." }),
    tipo: t.exposeString("tipo", { nullable: true, description: "Tipo de animal." }),
    edadAnios: t.exposeInt("edadAnios", { description: "Años de edad." }),
    edadMeses: t.exposeInt("edadMeses", { description: "Meses de edad, además de los años." }),
    procedencia: t.exposeString("procedencia", { nullable: true, description: "Procedencia de la entrada." }),
    fechaLlegada: t.exposeString("fechaLlegada", { nullable: true, description: "Fecha de llegada, yyyy-MM-dd." }),
    destino: t.exposeString("destino", { nullable: true, description: "Destino de la salida." }),
    fechaSalida: t.exposeString("fechaSalida", { nullable: true, description: "Fecha de salida, yyyy-MM-dd." }),
    ayuntamiento: t.exposeString("ayuntamiento", { nullable: true, description: "Ayuntamiento de la E/S." }),
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
    args: { filtro: t.arg({ type: ListadoFiltroInput, required: true, description: "Periodo y filtros del informe." }) },
    errors: {},
    resolve: (_root, { filtro }, ctx) => generarListado(ctx.deps, ctx.viewer, filtro),
  }),
);
