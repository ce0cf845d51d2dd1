/** What domain services need from the outside world, built once per app in app.ts. */
import type { Db } from "../db/client.ts";

export type Deps = {
  db: Db;
  /** HS256 secret for session tokens. */
  jwtSecret: string;
  jwtExpiresIn: string;
};
