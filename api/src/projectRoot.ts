import path from "node:path";

/** The repository's root folder, where relative settings (DATA_DIR, WEB_DIST) and the schema files are found. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");
