import { pendingFieldLabels, REFUGIO_ID } from "../../domain/refugio/refugio.ts";
import type { ShelterIdentity } from "../../domain/refugio/shelterIdentity.ts";
import { REFUGIO_FIELD_LABELS, REFUGIO_FIELDS } from "../../domain/rules/refugio.ts";
import { adoptionChecks } from "../../domain/refugio/adoptionChecks.ts";
import { ADOPTION_CHECK_LABELS, type AdoptionChecks } from "../../domain/rules/adopcion.ts";
import { builder } from "../builder.ts";

/** The adoption preconditions' switches (domain/rules/adopcion.ts). */
export const CondicionesAdopcion = builder.objectRef<AdoptionChecks>("CondicionesAdopcion").implement({
  description: "Qué condiciones de la Ley 7/2023 (art. 58) comprueba una salida en adopción; todas activadas salvo que un administrador desactive alguna.",
  fields: (t) => ({
    identificacion: t.exposeBoolean("identificacion", { description: `${ADOPTION_CHECK_LABELS.identificacion}.` }),
    edadMinima: t.exposeBoolean("edadMinima", { description: `${ADOPTION_CHECK_LABELS.edadMinima}.` }),
    esterilizacion: t.exposeBoolean("esterilizacion", { description: `${ADOPTION_CHECK_LABELS.esterilizacion} (artículo no confirmado).` }),
    adoptante: t.exposeBoolean("adoptante", { description: `${ADOPTION_CHECK_LABELS.adoptante}.` }),
    mayoriaEdad: t.exposeBoolean("mayoriaEdad", { description: `${ADOPTION_CHECK_LABELS.mayoriaEdad}.` }),
    edadPorFecha: t.exposeBoolean("edadPorFecha", { description: `${ADOPTION_CHECK_LABELS.edadPorFecha}.` }),
    nucleoZoologico: t.exposeBoolean("nucleoZoologico", { description: `${ADOPTION_CHECK_LABELS.nucleoZoologico}.` }),
  }),
});

/** 'Datos del refugio': what every document prints in its header and RGPD clause. */
export const Refugio = builder.objectRef<ShelterIdentity>("Refugio").implement({
  description: "Los datos del refugio que cada documento imprime en su cabecera y en la cláusula RGPD.",
  fields: (t) => ({
    id: t.globalID({ description: "Identificador global (Relay) del objeto.", resolve: () => ({ type: "Refugio", id: REFUGIO_ID }) }),
    ...Object.fromEntries(
      REFUGIO_FIELDS.map((field) => [
        field,
        t.exposeString(field, { nullable: true, description: `${REFUGIO_FIELD_LABELS[field]} (vacío hasta que se rellena).` }),
      ]),
    ),
    logoUrl: t.string({
      nullable: true,
      description: "Ruta del logotipo (un nombre nuevo en cada subida, así nunca sale uno antiguo de la caché), o nada si no hay.",
      resolve: (identity) => identity.logo,
    }),
    completo: t.boolean({
      description: "Si están todos los datos que necesita un documento legal (el logotipo es opcional).",
      resolve: (identity) => pendingFieldLabels(identity).length === 0,
    }),
    condicionesAdopcion: t.field({
      type: CondicionesAdopcion,
      description: "Las condiciones que se comprueban al registrar una adopción.",
      resolve: (_identity, _args, ctx) => adoptionChecks(ctx.deps.db),
    }),
    camposPendientes: t.stringList({
      description: "Los nombres de los campos que faltan para generar documentos legales, en el orden del formulario.",
      resolve: (identity) => pendingFieldLabels(identity),
    }),
  }),
});

builder.queryField("refugio", (t) =>
  t.field({
    type: Refugio,
    description: "Los datos del refugio (todos los usuarios los leen: salen en los documentos).",
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => (await ctx.frame()).refugio,
  }),
);
