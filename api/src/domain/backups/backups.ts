/**
 * 'Copias de seguridad' (administrators): each backup the app makes is a row of
 * `copias_seguridad` (what, when, how big, how it ended) and an archive in BACKUP_DIR
 * (deps.backups). The daily job (jobs/scheduledBackup.ts) and 'Hacer copia ahora' both run
 * `runBackup`; after a good one, the good backups beyond BACKUP_KEEP are removed.
 */
import { AppError } from "../errors.ts";
import type { ServableFile } from "../files/servableFile.ts";
import { parseRecordId } from "../ids.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import type { Actor } from "../actor.ts";
import { isAdmin, requireAdmin } from "../policies.ts";

export type BackupOrigin = "programada" | "manual";

export type BackupRow = {
  id: number;
  origen: string;
  archivo: string;
  empezada: Date;
  terminada: Date | null;
  bytes: bigint | null;
  error: string | null;
  borrada: Date | null;
};

/** What a run's row says when a later one finds it unfinished with no backup under way. */
export const CUT_OFF = "Se interrumpió: el servidor se detuvo mientras se hacía.";
/** The Dashboard warns administrators when the last good backup is older than this. */
export const BACKUP_WARNING_MS = 48 * 60 * 60 * 1000;
/** The screen lists the latest backups; older rows stay for the record. */
const LISTED = 100;

export const backupInProgress = () => new AppError("BACKUP_IN_PROGRESS", 409, "Ya se está haciendo una copia de seguridad: espere a que termine.");
const backupNotHere = () => new AppError("NOT_FOUND", 404, "Esa copia de seguridad no está en la carpeta de copias de este servidor.");

/** Makes one backup and records how it went; a failure is recorded and answered, not thrown. */
export async function runBackup(deps: Deps, origen: BackupOrigin, usuarioId: number | null): Promise<BackupRow> {
  // One at a time across instances (backup/backupStore.ts): the rows only record the runs.
  const row = await deps.backups.alone(async () => {
    // No run is under way anywhere, so a row still unfinished was cut off (a crash): closed as such.
    await deps.db.copiaSeguridad.updateMany({ where: { terminada: null }, data: { terminada: new Date(), error: CUT_OFF } });
    const archivo = deps.backups.newName();
    const started = await deps.db.copiaSeguridad.create({ data: { origen, archivo, usuarioId } });
    let bytes: bigint | null = null;
    let error: string | null = null;
    try {
      bytes = BigInt(await deps.backups.write(archivo));
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const ended = await deps.db.copiaSeguridad.update({ where: { id: started.id }, data: { terminada: new Date(), bytes, error } });
    if (!error) await removeBeyondKeep(deps);
    return ended;
  });
  if (!row) throw backupInProgress();
  return row;
}

/** 'Hacer copia ahora'. */
export async function makeBackupNow(deps: Deps, actor: Actor): Promise<BackupRow> {
  const user = requireAdmin(actor);
  return runBackup(deps, "manual", user.id);
}

export async function listBackups(deps: Deps, actor: Actor): Promise<BackupRow[]> {
  requireAdmin(actor);
  return deps.db.copiaSeguridad.findMany({ orderBy: { empezada: "desc" }, take: LISTED });
}

/**
 * A good backup's archive, to download (`GET /api/backups/:id/download`). The archive holds every
 * record and the secrets, so who took which one is recorded, in the transaction that finds it.
 */
export async function openBackup(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ServableFile & { filename: string }> {
  const user = requireAdmin(actor);
  const id = parseRecordId(input.id);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const row = await tx.copiaSeguridad.findUnique({ where: { id } });
      if (!row || row.error || !row.terminada || row.borrada) throw backupNotHere();
      const content = await deps.backups.open(row.archivo);
      if (!content) throw backupNotHere();
      return { mime: "application/gzip", size: content.size, body: content.stream, filename: row.archivo };
    },
    (file) => ({ tabla: "copias_seguridad", accion: "descargar", descripcion: `Descargada la copia de seguridad nº ${id}: ${file.filename}`, registroId: id }),
  );
}

/**
 * For the Dashboard: when the caller is an administrator and the last good backup (read with the
 * Dashboard's cards) is older than 48 hours or missing, when that one ended (null: never);
 * otherwise undefined.
 */
export function staleBackupWarning(actor: Actor, lastGood: Date | null, now: Date): { ultimaCorrecta: Date | null } | undefined {
  if (!isAdmin(actor)) return undefined;
  return lastGood && now.getTime() - lastGood.getTime() <= BACKUP_WARNING_MS ? undefined : { ultimaCorrecta: lastGood };
}

async function removeBeyondKeep(deps: Deps): Promise<void> {
  const old = await deps.db.copiaSeguridad.findMany({
    where: { error: null, terminada: { not: null }, borrada: null },
    orderBy: { empezada: "desc" },
    skip: deps.backups.keep,
    select: { id: true, archivo: true },
  });
  for (const row of old) {
    await deps.backups.remove(row.archivo);
    await deps.db.copiaSeguridad.update({ where: { id: row.id }, data: { borrada: new Date() } });
  }
}
