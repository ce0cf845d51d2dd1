/**
 * The PDF worker pool: layout of every document (activity report, listings, legal documents)
 * runs on worker threads so a long document never blocks the event loop. Workers start on the
 * first job and stop after a minute idle; waiting jobs are bounded so a burst gets a refusal (the
 * domain's Spanish 429, passed in as `queueFull`) instead of an ever-growing queue.
 */
import Piscina from "piscina";
import type { PdfJob } from "./jobs.ts";

export type PdfRenderer = {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * Jobs waiting per worker before new ones are refused: room for a whole team generating legal
 * documents at once (about 50 ms each), still a bound on memory.
 */
const QUEUE_PER_WORKER = 32;

export function createPdfPool(workers: number, queueFull: () => Error): PdfRenderer {
  const pool = new Piscina({
    filename: new URL("./worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: workers,
    idleTimeout: 60_000,
    maxQueue: workers * QUEUE_PER_WORKER,
  });
  return {
    async render(job) {
      try {
        const bytes = (await pool.run(job)) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw queueFull();
        }
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
