/**
 * Where a person or town hall is saved from: its own list screen, or an animal record's tab
 * (the REST `/from-ficha` routes, GraphQL `fromFicha: true`).
 */
export type SaveOrigin = "lista" | "ficha";

/** The activity log says 'desde la ficha registral' of a save made from an animal record. */
export const originNote = (origin: SaveOrigin) => (origin === "ficha" ? " desde la ficha registral" : "");
