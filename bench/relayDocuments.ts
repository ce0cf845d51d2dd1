/**
 * The GraphQL operations exactly as the web client sends them: the persisted id relay-compiler
 * writes into each artefact (web/src/__generated__, `npm run gen:relay`), whose text is in the
 * persisted operations file. Benches read them here, so they follow the client as its queries change.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse, type OperationDefinitionNode } from "graphql";
import { loadPersistedDocuments } from "../api/src/graphql/persistedOperations.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const artefacts = path.join(projectRoot, "web/src/__generated__");

export type ClientOperation = {
  name: string;
  /** The persisted id the client sends instead of the text. */
  id: string;
  text: string;
  /** Declared variables; `required` when non-null without a default. */
  variables: { name: string; required: boolean }[];
};

/** Regenerates the artefacts from the current web sources and schema.graphql. */
export function generateRelayArtefacts(): void {
  const result = spawnSync("npm", ["run", "gen:relay", "--silent"], { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("npm run gen:relay falló");
}

export async function clientOperation(name: string): Promise<ClientOperation> {
  const file = path.join(artefacts, `${name}.graphql.ts`);
  if (!existsSync(file)) {
    throw new Error(`El cliente web ya no tiene la operación ${name} (${path.relative(projectRoot, file)}): actualice bench/scale/cases.ts.`);
  }
  const artefact = (await import(pathToFileURL(file).href)) as { default: { params?: { id?: string | null } } };
  const id = artefact.default.params?.id;
  const text = id ? (await loadPersistedDocuments()).get(id) : undefined;
  if (!id || !text) throw new Error(`${name} no es una operación persistida (¿es un fragmento?)`);
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition")!;
  const variables = (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    required: definition.type.kind === "NonNullType" && !definition.defaultValue,
  }));
  return { name, id, text, variables };
}

/** Refuses variables the operation does not declare and missing required ones, naming them. */
export function checkVariables(operation: ClientOperation, variables: Record<string, unknown>): void {
  const declared = new Set(operation.variables.map((v) => v.name));
  const unknown = Object.keys(variables).filter((name) => !declared.has(name));
  const missing = operation.variables.filter((v) => v.required && variables[v.name] == null).map((v) => v.name);
  if (unknown.length || missing.length) {
    throw new Error(
      `${operation.name} declara (${[...declared].join(", ") || "ninguna"}); el caso envía de más: ${unknown.join(", ") || "-"}; ` +
        `le faltan: ${missing.join(", ") || "-"}. Actualice bench/scale/cases.ts.`,
    );
  }
}
