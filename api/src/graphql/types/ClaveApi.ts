/** 'Claves de API' (administrators): the list, a new key (shown once) and revoking one. */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from "../../domain/apiKeys/apiKeys.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";

export const ClaveApi = builder.objectRef<ApiKeyRow>("ClaveApi").implement({
  description: "Una clave de API: la credencial de otro sistema. La clave misma solo se muestra al crearla.",
  fields: (t) => ({
    id: t.id({ description: "Identificador global de la clave.", resolve: (row) => encodeGlobalID("ClaveApi", row.id) }),
    databaseId: t.exposeInt("id", { description: "Número de la clave." }),
    nombre: t.exposeString("nombre", { description: "Nombre de la clave; sus cambios figuran en el registro de actividad como 'clave:<nombre>'." }),
    alcance: t.exposeString("alcance", { description: "lectura (solo consultas), escritura (consultas y cambios) o introspection (consultas y esquema)." }),
    prefijo: t.exposeString("prefijo", { description: "Los primeros caracteres de la clave, para reconocerla." }),
    creadaPor: t.exposeString("creadaPor", { description: "El administrador que la creó." }),
    creadaEn: t.expose("creadaEn", { type: "DateTime", description: "Cuándo se creó." }),
    caduca: t.expose("caduca", { type: "DateTime", nullable: true, description: "Último instante en que funciona; nada si no caduca." }),
    ultimoUso: t.expose("ultimoUso", {
      type: "DateTime",
      nullable: true,
      description: "Última utilización (con una precisión de un minuto); nada si no se ha usado.",
    }),
    revocada: t.expose("revocada", { type: "DateTime", nullable: true, description: "Cuándo se revocó; nada si sigue activa." }),
  }),
});

builder.queryField("clavesApi", (t) =>
  t.field({
    type: [ClaveApi],
    description: "Las claves de API, la más reciente primero.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listApiKeys(ctx.deps, ctx.viewer),
  }),
);

const CreateClaveApiPayload = builder.objectRef<{ clave: ApiKeyRow; key: string }>("CreateClaveApiPayload").implement({
  description: "La clave creada.",
  fields: (t) => ({
    claveApi: t.field({ type: ClaveApi, description: "La clave, tal como la muestra la lista.", resolve: (created) => created.clave }),
    clave: t.exposeString("key", { description: "La clave misma (rfg_...). Se muestra esta única vez: solo se guarda su huella." }),
  }),
});

mutationWithInput("createClaveApi", {
  description: "Crea una clave de API con un alcance y, si se da, una fecha de caducidad.",
  access: "admin",
  input: (t) => ({
    nombre: t.string({ description: "Nombre de la clave (hasta 19 caracteres), único." }),
    alcance: t.string({ description: "lectura, escritura o introspection." }),
    caduca: t.string({ description: "Último día en que funciona (aaaa-mm-dd, en el reloj del refugio); nada: no caduca." }),
  }),
  payload: CreateClaveApiPayload,
  resolve: (input, ctx) => createApiKey(ctx.deps, ctx.viewer, input),
});

mutationWithInput("revokeClaveApi", {
  description: "Revoca una clave de API: deja de funcionar en la siguiente petición.",
  access: "admin",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la clave." }) }),
  payload: nodePayload("RevokeClaveApiPayload", "claveApi", ClaveApi, { payload: "La clave revocada.", node: "La clave, con su fecha de revocación." }),
  resolve: (input, ctx) => revokeApiKey(ctx.deps, ctx.viewer, { id: databaseIdOf(input.id, "ClaveApi") }),
});
