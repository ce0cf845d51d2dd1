/** 'Copias de seguridad' (administrators): the list, 'Hacer copia ahora' and the Dashboard's warning. */
import { type BackupRow, listBackups, makeBackupNow } from "../../domain/backups/backups.ts";
import { builder } from "../builder.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";

/** Where a good backup's archive is downloaded (rest/backups.routes.ts). */
export const backupDownloadPath = (id: number) => `/api/backups/${id}/download`;

export const CopiaSeguridad = builder.objectRef<BackupRow>("CopiaSeguridad").implement({
  description: "Una copia de seguridad hecha por la aplicación (la diaria o 'Hacer copia ahora').",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "Número de la copia." }),
    origen: t.exposeString("origen", { description: "programada (la diaria) o manual ('Hacer copia ahora')." }),
    archivo: t.exposeString("archivo", { description: "Nombre del archivo en la carpeta de copias (BACKUP_DIR)." }),
    empezada: t.expose("empezada", { type: "DateTime", description: "Cuándo empezó." }),
    terminada: t.expose("terminada", { type: "DateTime", nullable: true, description: "Cuándo terminó; nada mientras se hace." }),
    bytes: t.float({ nullable: true, description: "Tamaño del archivo en bytes.", resolve: (row) => (row.bytes === null ? null : Number(row.bytes)) }),
    error: t.exposeString("error", { nullable: true, description: "Por qué falló; nada si salió bien." }),
    borrada: t.expose("borrada", { type: "DateTime", nullable: true, description: "Cuándo se borró el archivo por haber más copias que BACKUP_KEEP." }),
    downloadUrl: t.string({
      nullable: true,
      description: "Dónde descargarla, si salió bien y el archivo sigue guardado.",
      resolve: (row) => (row.terminada && !row.error && !row.borrada ? backupDownloadPath(row.id) : null),
    }),
  }),
});

builder.queryField("copiasSeguridad", (t) =>
  t.field({
    type: [CopiaSeguridad],
    description: "Las últimas copias de seguridad, la más reciente primero.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listBackups(ctx.deps, ctx.viewer),
  }),
);

mutationWithArgs("makeBackupNow", {
  description: "Hace una copia de seguridad ahora ('Hacer copia ahora').",
  access: "admin",
  payload: nodePayload("MakeBackupNowPayload", "copia", CopiaSeguridad, {
    payload: "La copia hecha.",
    node: "La copia, con su resultado (error si falló).",
  }),
  resolve: (_args, ctx) => makeBackupNow(ctx.deps, ctx.viewer),
});

export const BackupWarning = builder.objectRef<{ ultimaCorrecta: Date | null }>("AvisoCopiaSeguridad").implement({
  description: "La última copia de seguridad correcta tiene más de 48 horas, o no hay ninguna.",
  fields: (t) => ({
    ultimaCorrecta: t.expose("ultimaCorrecta", { type: "DateTime", nullable: true, description: "Cuándo terminó la última copia correcta; nada si no hay." }),
  }),
});
