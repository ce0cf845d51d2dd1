/**
 * The PDF worker pool: layout of every document (activity report, listings, legal documents)
 * runs on worker threads so a long document never blocks the event loop. Workers start on the
 * first job and stop after a minute idle; waiting jobs are bounded so a burst gets a refusal (the
 * domain's Spanish 429, passed in as `queueFull`) instead of an ever-growing queue, and each job's
 * time is bounded too (`tooSlow`).
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

/**
 * How long a job may wait and run before it is given up and its worker thread ended: the largest
 * documents (a libro de registro of 5,000 movements) take seconds. Inputs are bounded before a job
 * is sent; this is the last guard, so that no document can hold a worker for good.
 */
export const PDF_JOB_TIME_LIMIT_MS = 120_000;

type PoolErrors = { queueFull: () => Error; tooSlow: () => Error };

export function createPdfPool(workers: number, errors: PoolErrors, timeLimitMs = PDF_JOB_TIME_LIMIT_MS): PdfRenderer {
  const pool = new Piscina({
    filename: new URL("./worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: workers,
    idleTimeout: 60_000,
    maxQueue: workers * QUEUE_PER_WORKER,
  });
  return {
    async render(job) {
      // Aborting a running task terminates its worker; piscina starts another for the next job.
      const signal = AbortSignal.timeout(timeLimitMs);
      try {
        const bytes = (await pool.run(job, { signal })) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw errors.queueFull();
        if (signal.aborted) throw errors.tooSlow();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
