// The scale bench's HTTP floor (npm run bench -- --scale --http-floor): the thinnest web server
// that reads what a case's SQL floor reads. Node's own http module and pg, no framework, no
// session, no GraphQL: a POST carries the floor's statements with their prepared names, they run as
// the SQL floor runs them (at once, on a pool of ten), and the first one's rows come back as JSON. What the app adds to
// it is the app's own cost; what it adds to the SQL floor is the cost of any HTTP server.
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", async () => {
    try {
      const queries = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const results = await Promise.all(queries.map(({ sql, params, name }) => pool.query({ name, text: sql, values: params ?? [] })));
      const body = JSON.stringify(results[0].rows);
      response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
});

// Fastify's default: with Node's 5 s, a client connection left idle while the app is measured
// was closed under the bench's next request ("socket hang up").
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => process.send({ type: "ready", address: `http://127.0.0.1:${server.address().port}` }));
process.on("disconnect", () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
