/** Starts Refugio: `npm start`. Closes the database cleanly on SIGINT/SIGTERM. */
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseLockedError } from "./db/client.ts";

try {
  const config = loadConfig();
  const app = await buildApp({ config });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: cerrando Refugio`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Refugio listo en ${address}/`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
