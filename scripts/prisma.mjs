// Runs the Prisma CLI offline. `prisma generate` parses the schema in WASM but insists that a
// schema-engine binary exists; it never runs it. Point it at node itself unless the machine
// has a real engine configured.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
// Generators such as prisma-pothos-types are found on PATH, as under `npm run`.
env.PATH = [path.resolve("node_modules/.bin"), env.PATH].join(path.delimiter);
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
