/**
 * Failed logins, counted per username *and* client address, with progressive delays: the first
 * FREE_FAILURES failures cost nothing, then each further one makes that pair wait twice as long
 * as the last (2 s, 4 s, 8 s... up to 15 minutes). A lock therefore holds only where the
 * failures came from: nobody can shut a known administrator out from another machine. A second
 * budget per client address, across usernames, stops one client from trying many usernames.
 * Known and unknown usernames are counted alike, so a delay reveals nothing about which exist.
 * Both transports call login() in the domain, so they share these budgets, and the counters live
 * where every instance sees them (db/counters.ts: the database on PostgreSQL).
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Counters } from "../../db/counters.ts";
import { AppError } from "../errors.ts";

export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures one client address may make in WINDOW_SECONDS, whatever the usernames. */
export const MAX_FAILURES_PER_CLIENT = 50;
const WINDOW_SECONDS = 60 * 60;

export type LoginThrottle = {
  /** Failures per username and client within the window. */
  failures: RateLimiterAbstract;
  /** Keys made to wait: the current delay of each username and client. */
  delays: RateLimiterAbstract;
  /** Failures per client address, any username. */
  perClient: RateLimiterAbstract;
};

export function createLoginThrottle(counters: Counters): LoginThrottle {
  return {
    failures: counters({ keyPrefix: "fallos", points: Number.MAX_SAFE_INTEGER, duration: WINDOW_SECONDS }),
    delays: counters({ keyPrefix: "espera", points: 1, duration: 1 }),
    perClient: counters({ keyPrefix: "cliente", points: MAX_FAILURES_PER_CLIENT, duration: WINDOW_SECONDS }),
  };
}

/** Who is trying: the username as typed (any case) and the client's address. */
export type LoginAttempt = { username: string; client: string };

const keyOf = ({ username, client }: LoginAttempt) => `${username.toLowerCase()}|${client}`;

/** The delay after `failures` failures of one username from one client, in seconds. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} ${seconds === 1 ? "segundo" : "segundos"}` : `${Math.ceil(seconds / 60)} minutos`;
  return `Demasiados intentos fallidos. Inténtelo de nuevo dentro de ${wait}.`;
}

export async function assertLoginAllowed(throttle: LoginThrottle, attempt: LoginAttempt): Promise<void> {
  const [delay, client] = await Promise.all([throttle.delays.get(keyOf(attempt)), throttle.perClient.get(attempt.client)]);
  if (delay && delay.consumedPoints > 0 && delay.msBeforeNext > 0) throw new AppError("RATE_LIMITED", 429, waitMessage(delay.msBeforeNext));
  if (client && client.consumedPoints >= MAX_FAILURES_PER_CLIENT) throw new AppError("RATE_LIMITED", 429, waitMessage(client.msBeforeNext));
}

export async function recordFailedLogin(throttle: LoginThrottle, attempt: LoginAttempt): Promise<void> {
  const key = keyOf(attempt);
  const [{ consumedPoints }] = await Promise.all([throttle.failures.penalty(key), throttle.perClient.penalty(attempt.client)]);
  const seconds = delayAfter(consumedPoints);
  if (seconds > 0) await throttle.delays.block(key, seconds);
}

/** A successful login forgets that pair's failures (not the client's budget across usernames). */
export async function clearFailedLogins(throttle: LoginThrottle, attempt: LoginAttempt): Promise<void> {
  await Promise.all([throttle.failures.delete(keyOf(attempt)), throttle.delays.delete(keyOf(attempt))]);
}
