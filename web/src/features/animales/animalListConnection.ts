import { ConnectionHandler } from "relay-runtime";

/** Rows on a page of the record list (its query asks `first: 25`). */
export const ANIMAL_LIST_PAGE_SIZE = 25;

/**
 * The unfiltered record list's first page, newest first: a ficha created anywhere heads it, one
 * deleted anywhere leaves it.
 */
export const ANIMAL_LIST_CONNECTION = ConnectionHandler.getConnectionID("client:root", "AnimalListTable_animales", { search: null, page: 1 });
