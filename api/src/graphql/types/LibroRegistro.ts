/** The libro de registro of /reportes (issue 26): a paged connection of movements with the period's totals. */
import { type LibroLinea as LineaShape, libroRegistro } from "../../domain/libroRegistro/libroRegistro.ts";
import { LIBRO_PAGE_SIZE } from "../../domain/rules/libroRegistro.ts";
import { builder } from "../builder.ts";
import { exposeInts, exposeNullableStrings } from "../exposeFields.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";

const Movimiento = builder.enumType("Movimiento", {
  description: "Tipo de movimiento del libro de registro.",
  values: {
    entrada: { description: "Entrada: la fecha de llegada de una E/S." },
    salida: { description: "Salida: la fecha de salida de una E/S." },
  },
});

const LibroLinea = builder.objectRef<LineaShape>("LibroLinea").implement({
  description: "Una línea del libro de registro: la entrada o la salida de una E/S, con su animal.",
  fields: (t) => ({
    fecha: t.exposeString("fecha", { description: "Día del movimiento, yyyy-MM-dd (calendario del refugio)." }),
    movimiento: t.expose("movimiento", { type: Movimiento, description: "Entrada o salida." }),
    ...exposeInts(t, {
      entradaSalidaId: "Nº de la E/S.",
      animalId: "Nº Id de la ficha.",
      edadAnios: "Años de edad el día del movimiento.",
      edadMeses: "Meses de edad, además de los años.",
    }),
    ...exposeNullableStrings(t, {
      registro: "Nº Registro.",
      tipo: "Especie (tipo de animal).",
      raza: "Raza.",
      sexo: "Sexo.",
      identificacion: "Nº Identificación (microchip).",
      procedenciaDestino: "Procedencia de una entrada o destino de una salida.",
      interviniente: "Persona que trajo o se llevó al animal, o el ayuntamiento de una entrada sin persona.",
      documento: "DNI de la persona o CIF del ayuntamiento.",
    }),
  }),
});

builder.queryField("libroRegistro", (t) =>
  t.connection(
    {
      type: LibroLinea,
      description: "El libro de registro: las entradas y salidas del periodo por fecha.",
      authScopes: { loggedIn: true },
      args: {
        desde: t.arg.string({ required: true, description: "Primer día del periodo, yyyy-MM-dd." }),
        hasta: t.arg.string({ required: true, description: "Último día del periodo, yyyy-MM-dd." }),
        page: pageArg(t.arg, "movimientos", { defaultSize: LIBRO_PAGE_SIZE }),
      },
      resolve: async (_root, { desde, hasta, ...paging }, ctx) => {
        let totales = { entradas: 0, salidas: 0 };
        const connection = await resolvePagedConnection(
          paging,
          async (window) => {
            const pagina = await libroRegistro(ctx.deps, ctx.viewer, { periodo: { desde, hasta }, ...window });
            totales = { entradas: pagina.entradas, salidas: pagina.salidas };
            return { items: pagina.lineas, total: pagina.entradas + pagina.salidas };
          },
          { defaultSize: LIBRO_PAGE_SIZE },
        );
        return { ...connection, ...totales };
      },
    },
    {
      name: "LibroRegistroConnection",
      description: "Una página del libro de registro y los totales del periodo.",
      fields: (c) => ({
        ...pageFields(c, "Cuántos movimientos hay en el periodo."),
        ...exposeInts(c, { entradas: "Entradas del periodo.", salidas: "Salidas del periodo." }),
      }),
    },
    { name: "LibroLineaEdge", description: "Una línea del libro de registro." },
  ),
);
