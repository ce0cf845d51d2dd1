/**
 * The one way to open a PGlite database. It loads the extensions the migrations create (pg_trgm,
 * for the trigram indexes of the list searches): PGlite ships them but loads only those named
 * here, on every open, for a new folder and for one that already holds them alike.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** A PGlite on `dataDir`, or in memory without one; `image`, a dumpDataDir() tarball, is its starting content. */
export function newPGlite(dataDir?: string, image?: Blob): PGlite {
  return new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm } });
}
