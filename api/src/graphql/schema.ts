/** Imports every type and operation, then builds the schema. */
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/errors.ts";
import "./types/Viewer.ts";
import "./types/AppStatus.ts";
import "./types/Counts.ts";
import "./uploads.ts";
import "./types/Lookups.ts";
import "./types/Animal.ts";
import "./types/Dashboard.ts";
import "./mutations/login.ts";
import "./mutations/logout.ts";
import "./mutations/setupFirstAdmin.ts";
import "./mutations/createAnimal.ts";
import "./mutations/updateAnimal.ts";
import "./mutations/deleteAnimal.ts";
import "./mutations/animalPhoto.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
