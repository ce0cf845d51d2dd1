/** A Refugio server for a bench script: in this process, on a fresh PGlite folder, on 127.0.0.1. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import { type HttpClient, httpClient } from "./measure.ts";

export const BENCH_ADMIN = { username: "bench", password: "secreto1", email: "bench@refugio.test", rol_id: 1, activo: true };

export type BenchApp = {
  app: FastifyInstance;
  address: string;
  http: HttpClient;
  dataDir: string;
  close(): Promise<void>;
};

export async function startFreshApp(name: string): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `refugio-bench-${name}-`));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", BACKUP_HOUR: "off" }) });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const http = httpClient(address);
  return {
    app,
    address,
    http,
    dataDir,
    async close() {
      http.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = { "content-type": "application/json" };

/** Creates the first administrator when the database has no users (first-run setup), then logs in. */
export async function adminHeaders(http: HttpClient): Promise<Record<string, string>> {
  const setup = await http.request("POST", "/api/usuarios", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
  if (setup.status >= 500) throw new Error(`POST /api/usuarios: HTTP ${setup.status}`);
  const body = await http.ok("POST", "/api/auth/login", { headers: json, body: JSON.stringify(BENCH_ADMIN) });
  const { token } = JSON.parse(body.toString("utf8")) as { token: string };
  return { ...json, authorization: `Bearer ${token}` };
}

/** A GraphQL call as the web client makes it (POST, JSON body, the same accept header). */
export function graphqlCall(http: HttpClient, headers: Record<string, string>, query: string, variables: object = {}) {
  return async () => {
    const body = await http.ok("POST", "/graphql", {
      headers: { ...headers, accept: "application/graphql-response+json, application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const answer = JSON.parse(body.toString("utf8")) as { errors?: { message: string }[] };
    if (answer.errors?.length) throw new Error(`GraphQL: ${answer.errors[0]!.message}`);
    return body.byteLength;
  };
}

export function getCall(http: HttpClient, headers: Record<string, string>, path: string) {
  return async () => (await http.ok("GET", path, { headers })).byteLength;
}
