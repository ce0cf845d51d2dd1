import type { Deps } from "../deps.ts";

export type RemovedFiles = { archivosEliminados: number; archivosNoEncontrados: number };

/**
 * Removes the files of rows a committed transaction deleted. The rows are already gone, so a
 * file that is missing or cannot be removed is counted, never thrown.
 */
export async function removeFilesAfterCommit(deps: Deps, files: ReadonlyArray<string | null>): Promise<RemovedFiles> {
  let archivosEliminados = 0;
  let archivosNoEncontrados = 0;
  for (const file of files) {
    if (!file) continue;
    const outcome = await deps.files.remove(file).catch(() => "missing" as const);
    if (outcome === "removed") archivosEliminados++;
    else archivosNoEncontrados++;
  }
  return { archivosEliminados, archivosNoEncontrados };
}
