/**
 * The one way to open a PGlite database. It loads the extensions the migrations create (pg_trgm,
 * for the trigram indexes of the list searches): PGlite ships them but loads only those named
 * here, on every open, for a new folder and for one that already holds them alike.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** A PGlite on `dataDir`, or in memory without one; `loadDataDir` fills a new folder from a data-folder dump (a restore). */
export function newPGlite(dataDir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
}
