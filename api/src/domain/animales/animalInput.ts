import { z } from "zod";

/** The id of an existing animal; anything else cannot name one. */
export const animalIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
