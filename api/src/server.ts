/** Starts Refugio: `npm start`. Closes the database cleanly on SIGINT/SIGTERM. */
import { buildApp } from "./app.ts";
import { type Config, ConfigError, listenFailureMessage, loadConfig } from "./config.ts";
import { DatabaseLockedError, DatabaseUnavailableError } from "./db/client.ts";
import { MigrationFailedError } from "./db/migrations.ts";
import { SecretsMismatchError } from "./secretFingerprints.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const app = await buildApp({ config }).catch((error: unknown) => {
  if (
    error instanceof DatabaseLockedError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof MigrationFailedError ||
    error instanceof SecretsMismatchError
  ) {
    fail(error.message);
  }
  throw error;
});

/**
 * How long requests under way get to finish once asked to stop; then every connection is closed.
 * A client that sends its request slowly, or never ends it, held the shutdown until it went away.
 */
const SHUTDOWN_GRACE_MS = 10_000;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: cerrando Refugio`);
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Refugio listo en ${address}/`);
} catch (error) {
  await app.close();
  const message = listenFailureMessage(error, config);
  if (message) fail(message);
  throw error;
}
