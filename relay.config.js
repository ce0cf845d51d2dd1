// relay-compiler and babel-plugin-relay (through vite-plugin-relay) both read this file. It is an
// ES module in a "type": "module" package, so each setting is a named export: the compiler
// require()s it and reads the namespace object as the config.
export const src = "./web/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./web/src/__generated__";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
export const noFutureProofEnums = true;
// Date is 'yyyy-MM-dd' and DateTime ISO 8601 on the wire (api/src/graphql/types/scalars.ts).
export const customScalarTypes = { Date: "string", DateTime: "string" };
// The server runs only these operations for everyone but administrators (api/src/graphql/persistedOperations.ts):
// the client sends each operation's id, never its text.
export const persistConfig = { file: "./web/src/__generated__/persistedOperations.json", algorithm: "SHA256" };
