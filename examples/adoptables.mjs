#!/usr/bin/env node
/**
 * Lists the animals in the shelter now (those with an open entrada/salida) through Refugio's
 * GraphQL API, page by page with cursors, and prints them as JSON. No dependencies: Node 20's fetch.
 *
 *   REFUGIO_URL=https://refugio.example REFUGIO_API_KEY=rfg_... node examples/adoptables.mjs > animales.json
 *
 * The key is made in Refugio under Administración > Claves de API; the `lectura` scope is enough.
 */

const url = new URL("/graphql", process.env.REFUGIO_URL ?? "http://127.0.0.1:3000");
const key = process.env.REFUGIO_API_KEY;
const PAGE_SIZE = 50;

const QUERY = `query EnRefugio($first: Int!, $after: String) {
  animales(estado: EN_REFUGIO, first: $first, after: $after) {
    totalCount
    edges { node { databaseId registro nombre tipo { tipo } raza sexo { sexo } talla { talla } color edadAnios edadMeses } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const wait = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** One page; a 429 (the key's budget is spent) waits as long as Retry-After says and asks again. */
async function page(after) {
  for (;;) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: QUERY, variables: { first: PAGE_SIZE, after } }),
    });
    if (response.status === 429) {
      await wait(Number(response.headers.get("retry-after")) || 60);
      continue;
    }
    const answer = await response.json();
    if (!response.ok || answer.errors) throw new Error(answer.errors?.map((error) => error.message).join("; ") ?? `HTTP ${response.status}`);
    return answer.data.animales;
  }
}

async function main() {
  if (!key?.startsWith("rfg_")) throw new Error("Falta REFUGIO_API_KEY: una clave de API de Refugio (rfg_...).");
  const animals = [];
  let after = null;
  for (;;) {
    const { edges, pageInfo } = await page(after);
    for (const { node } of edges) {
      animals.push({
        id: node.databaseId,
        registro: node.registro,
        nombre: node.nombre,
        especie: node.tipo?.tipo ?? null,
        raza: node.raza,
        sexo: node.sexo?.sexo ?? null,
        talla: node.talla?.talla ?? null,
        color: node.color,
        edad: { anios: node.edadAnios, meses: node.edadMeses },
      });
    }
    if (!pageInfo.hasNextPage) break;
    after = pageInfo.endCursor;
  }
  process.stdout.write(`${JSON.stringify(animals, null, 2)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
});
