/** Imports every type and operation, then builds the schema. */
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/errors.ts";
import "./types/Viewer.ts";
import "./types/AppStatus.ts";
import "./types/Counts.ts";
import "./mutations/login.ts";
import "./mutations/logout.ts";
import "./mutations/setupFirstAdmin.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
