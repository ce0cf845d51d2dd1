import { createRequire } from "node:module";
import relay from "vite-plugin-relay";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

/**
 * unit:        domain tests beside the code (api/src/**), each file on a fresh in-memory PGlite
 * integration: GraphQL and REST in-process; TEST_DB=postgres runs them on the PostgreSQL server
 * browser:     whole journeys in Debian's chromium against a real server process
 */
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for Pothos and Yoga; make our imports load the same
    // copy (Vite would pick index.mjs and graphql refuses to mix the two).
    alias: [
      { find: /^graphql$/, replacement: require.resolve("graphql") },
      { find: /^@rules\//, replacement: `${import.meta.dirname}/api/src/domain/rules/` },
    ],
  },
  test: {
    // Each project's databases are copies of one migrated template built before its tests.
    globalSetup: ["tests/helpers/migratedTemplate.ts"],
    // Files run one after another in each worker's process, sharing its loaded modules: each
    // file still opens its own database and app, and importing the API once per worker instead
    // of once per file saves about 3 s of CPU per file. The app keeps no module-level state.
    isolate: false,
    projects: [
      {
        extends: true,
        // Web modules declare their Relay documents with graphql``: compiled as in the app.
        plugins: [relay],
        test: {
          name: "unit",
          include: ["api/src/**/*.test.ts", "web/src/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          expect: { poll: { timeout: 15_000 } },
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at once (each its own server and chromium): the machine has two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
