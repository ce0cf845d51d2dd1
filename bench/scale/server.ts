/**
 * The server the scale bench measures, in a process of its own so the load generator does not
 * share its CPU time: the real app on the bench database, counting every SQL statement Prisma
 * runs. The parent asks for the counters over IPC.
 */
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { openDatabase } from "../../api/src/db/client.ts";

/** `peakRss`: the most memory the process has held so far (bytes), to see what one case adds. */
export type ServerStats = { statements: number; cpuMicros: number; rss: number; peakRss: number };
export type ToServer = { type: "stats" } | { type: "stop" };
export type FromServer = { type: "ready"; address: string } | ({ type: "stats" } & ServerStats);

const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", BACKUP_HOUR: "off" });
let statements = 0;
const database = await openDatabase({ kind: "postgres", url: config.databaseUrl! }, { onQuery: () => statements++ });
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const send = (message: FromServer) => process.send!(message);

process.on("message", async (message: ToServer) => {
  if (message.type === "stats") {
    const cpu = process.cpuUsage();
    send({ type: "stats", statements, cpuMicros: cpu.user + cpu.system, rss: process.memoryUsage().rss, peakRss: process.resourceUsage().maxRSS * 1024 });
  } else if (message.type === "stop") {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
send({ type: "ready", address });
