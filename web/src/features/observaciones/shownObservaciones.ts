/** Rows on a page of the Observaciones tab (its fragment asks `first: 10`). */
export const OBSERVACIONES_PAGE_SIZE = 10;

/** The page of the Observaciones tab on screen: where a create, an edit or a delete shows. */
export type ShownObservaciones = {
  /** The Relay connection of that page (`__id`). */
  connectionId: string;
  page: number;
  soloTratamientos: boolean;
};
