/** The animal listing of /reportes (spec sections 2 and 7 "Reports") as one query with typed errors. */
import { generarListado, type Listado as ListadoShape, type ListadoFila as FilaShape } from "../../domain/listados/listado.ts";
import { builder } from "../builder.ts";

const ListadoFila = builder.objectRef<FilaShape>("ListadoFila").implement({
  description: "Una E/S cuya fecha de llegada cae en el periodo, con su animal.",
  fields: (t) => ({
    entradaSalidaId: t.exposeInt("entradaSalidaId"),
    animalId: t.exposeInt("animalId"),
    registro: t.exposeString("registro", { nullable: true }),
    identificacion: t.exposeString("identificacion", { nullable: true }),
    nombre: t.exposeString("nombre", { nullable: true }),
    tipo: t.exposeString("tipo", { nullable: true }),
    edadAnios: t.exposeInt("edadAnios"),
    edadMeses: t.exposeInt("edadMeses"),
    procedencia: t.exposeString("procedencia", { nullable: true }),
    fechaLlegada: t.exposeString("fechaLlegada", { nullable: true, description: "yyyy-MM-dd" }),
    destino: t.exposeString("destino", { nullable: true }),
    fechaSalida: t.exposeString("fechaSalida", { nullable: true, description: "yyyy-MM-dd" }),
    ayuntamiento: t.exposeString("ayuntamiento", { nullable: true }),
  }),
});

const ResumenParte = builder.objectRef<{ nombre: string; total: number }>("ListadoResumenParte").implement({
  fields: (t) => ({ nombre: t.exposeString("nombre"), total: t.exposeInt("total") }),
});

const Listado = builder.objectRef<ListadoShape>("Listado").implement({
  description: "Listado de animales: filas, total de coincidencias y fecha de generación.",
  fields: (t) => ({
    generadoEn: t.field({ type: "DateTime", resolve: (l) => l.generadoEn }),
    total: t.exposeInt("total", { description: "Todas las coincidencias, aunque superen las filas devueltas." }),
    filas: t.field({ type: [ListadoFila], resolve: (l) => l.filas }),
    porDestino: t.field({ type: [ResumenParte], resolve: (l) => l.resumen.destinos }),
    porTipo: t.field({ type: [ResumenParte], resolve: (l) => l.resumen.tipos }),
  }),
});

const ListadoFiltroInput = builder.inputType("ListadoFiltroInput", {
  description: "Fechas 'yyyy-MM-dd' (obligatorias); un id vacío significa 'todos'.",
  fields: (t) => ({
    fechaDesde: t.string(),
    fechaHasta: t.string(),
    tipo: t.int(),
    identificacion: t.string({ description: "todos, con o sin" }),
    ayuntamiento: t.int(),
    procedencia: t.int(),
    destino: t.int(),
  }),
});

builder.queryField("listado", (t) =>
  t.field({
    type: Listado,
    args: { filtro: t.arg({ type: ListadoFiltroInput, required: true }) },
    errors: {},
    resolve: (_root, { filtro }, ctx) => generarListado(ctx.deps, ctx.viewer, filtro),
  }),
);
