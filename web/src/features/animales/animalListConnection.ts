import { ConnectionHandler } from "relay-runtime";

/** The unfiltered record list's connection: a ficha created or deleted anywhere joins or leaves it. */
export const ANIMAL_LIST_CONNECTION = ConnectionHandler.getConnectionID("client:root", "AnimalListTable_animales", { search: null });
