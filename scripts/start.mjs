// npm start: builds the generated code, the web app and the server bundle only when their
// sources changed since the last build (scripts/buildCache.mjs), then runs the bundle with plain
// Node. Plain JavaScript, so no TypeScript loader slows the server's start.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfChanged } from "./buildCache.mjs";

const projectRoot = path.resolve(import.meta.dirname, "..");

const built = await buildIfChanged(projectRoot, async () => {
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
});
if (!built) console.log("La compilación está al día con las fuentes: se arranca sin compilar.");
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
// The server's production mode, as the container and the tests run it (npm run dev is the
// development one): graphql-js then skips its development checks on every type test of every
// field, and React renders the public pages with its production build.
process.env.NODE_ENV ??= "production";
await import("../api/dist/server.mjs");
