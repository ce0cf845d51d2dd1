/** npm run gen:schema: writes schema.graphql (sorted) for relay-compiler and review. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../projectRoot.ts";
import { printSchemaSDL } from "./printSchemaSDL.ts";

await writeFile(path.join(projectRoot, "schema.graphql"), printSchemaSDL());
