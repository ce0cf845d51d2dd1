/** What domain services need from the outside world, built once per app in app.ts. */
import type { Db } from "../db/client.ts";
import type { FileStore } from "../files/fileStore.ts";

export type Deps = {
  db: Db;
  /** HS256 secret for session tokens. */
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Uploaded photos and documents under DATA_DIR/uploads. */
  files: FileStore;
};
