// npm run dev: the API with reload on change (port 3001) and Vite's dev server (port 3000)
// proxying /api and /graphql to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "api/src/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.API_PORT ?? "3001", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts", "--port", process.env.PORT ?? "3000"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: process.env.API_PORT ?? "3001" },
  }),
];

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) child.on("exit", (code) => process.exit(code ?? 0));
