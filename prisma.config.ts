// Read by the Prisma CLI (generate). Migrations run through our WASM driver in api/src/db/migrations.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
