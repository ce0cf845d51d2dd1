/**
 * The one way bench scripts measure: run a call many times, sequentially or with N in flight,
 * and report latency percentiles and throughput; plus an HTTP client for 127.0.0.1 that keeps
 * its connections open. Prints figures; asserts nothing.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

export type Stats = {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed calls per second of wall time. */
  perSecond: number;
  /** Size of the last answer, when the call reports one. */
  bytes: number;
};

export type MeasureOptions = {
  /** Calls in flight at once (1: one after another). */
  concurrency?: number;
  /** Unmeasured calls first (connections, caches, JIT). */
  warmup?: number;
  /** Stop after this many calls... */
  maxRequests?: number;
  /** ...or after this long, once at least `minRequests` have completed. */
  seconds?: number;
  minRequests?: number;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `call` until `maxRequests` calls are done, or `seconds` have passed and at least
 * `minRequests` calls are done. `call` throws on a failed answer and may return the answer's size (a number).
 */
export async function measure(call: () => Promise<unknown>, options: MeasureOptions = {}): Promise<Stats> {
  const { concurrency = 1, warmup = 0, maxRequests = 1000, seconds = Number.POSITIVE_INFINITY, minRequests = 1 } = options;
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  let bytes = 0;
  let started = 0;
  const t0 = performance.now();
  const more = () => {
    if (started >= maxRequests) return false;
    return started < minRequests || performance.now() - t0 < seconds * 1000;
  };
  async function worker() {
    while (more()) {
      started++;
      const begin = performance.now();
      const size = await call();
      times.push(performance.now() - begin);
      if (typeof size === "number") bytes = size;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - t0;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: times.length / (wall / 1000),
    bytes,
  };
}

/** A duration in ms, 8 characters wide, with the decimals that matter at its size. */
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : value < 1000 ? 1 : 0) : "-").padStart(8);

/** One line: label, count, percentiles, throughput and size. */
export function statsLine(label: string, stats: Stats, width = 44): string {
  return (
    `${label.padEnd(width)} n=${String(stats.requests).padStart(5)}  p50 ${ms(stats.p50)} ms  p95 ${ms(stats.p95)} ms  ` +
    `p99 ${ms(stats.p99)} ms  ${stats.perSecond.toFixed(0).padStart(6)} req/s` +
    (stats.bytes ? `  ${(stats.bytes / 1024).toFixed(1).padStart(8)} KiB` : "")
  );
}

/** Measures and prints in one step. */
export async function report(label: string, call: () => Promise<unknown>, options: MeasureOptions = {}): Promise<Stats> {
  const stats = await measure(call, options);
  console.log(statsLine(label, stats));
  return stats;
}

/** Times one call and prints it. */
export async function timed<T>(label: string, call: () => Promise<T>, describe: (value: T) => string = () => ""): Promise<T> {
  const t0 = performance.now();
  const value = await call();
  console.log(`${label.padEnd(44)} ${ms(performance.now() - t0)} ms  ${describe(value)}`);
  return value;
}

export function memoryLine(label = "Memoria", usage: NodeJS.MemoryUsage = process.memoryUsage()): string {
  return `${label}: RSS ${(usage.rss / 2 ** 20).toFixed(0)} MiB, heap usado ${(usage.heapUsed / 2 ** 20).toFixed(0)} MiB`;
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type HttpClient = {
  request(method: string, path: string, options?: { headers?: Record<string, string>; body?: string | Buffer }): Promise<HttpAnswer>;
  /** The request, failing unless the status is 2xx; returns the body. */
  ok(method: string, path: string, options?: { headers?: Record<string, string>; body?: string | Buffer }): Promise<Buffer>;
  close(): void;
};

/**
 * An HTTP/1.1 client with kept-alive connections. Requests leave from a new loopback address
 * (127.1.x.y) every `requestsPerAddress` requests: the server's per-client rate limits stay on
 * and each simulated client stays within them, as the staff of a shelter each have their own.
 */
export function httpClient(baseUrl: string, { requestsPerAddress = 400 } = {}): HttpClient {
  const url = new URL(baseUrl);
  const loopback = /^127\./.test(url.hostname);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let sent = 0;
  function localAddress(): string | undefined {
    if (!loopback) return undefined;
    if (sent > 0 && sent % requestsPerAddress === 0) {
      // The previous client is done: close its idle connections rather than keep them all.
      for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
    }
    const client = Math.floor(sent++ / requestsPerAddress);
    return `127.1.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
  }
  const request: HttpClient["request"] = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.body ?? undefined;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          localAddress: localAddress(),
          headers: { ...options.headers, ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  return {
    request,
    async ok(method, path, options) {
      const answer = await request(method, path, options);
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`${method} ${path}: HTTP ${answer.status} ${answer.body.toString("utf8").slice(0, 300)}`);
      }
      return answer.body;
    },
    close: () => agent.destroy(),
  };
}
