/**
 * Failed logins per username: after 10 in 15 minutes that username is refused until the window
 * passes, whichever transport or client the attempts come from. Known and unknown usernames are
 * counted alike, so the lock reveals nothing about which exist.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";
import { AppError } from "../errors.ts";

export const MAX_FAILED_LOGINS = 10;
const WINDOW_SECONDS = 15 * 60;

export type LoginThrottle = RateLimiterMemory;

export function createLoginThrottle(): LoginThrottle {
  return new RateLimiterMemory({ points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS });
}

const keyOf = (username: string) => username.toLowerCase();

export async function assertLoginAllowed(throttle: LoginThrottle, username: string): Promise<void> {
  const state = await throttle.get(keyOf(username));
  if (state && state.consumedPoints >= MAX_FAILED_LOGINS) {
    const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60_000));
    throw new AppError(
      "RATE_LIMITED",
      429,
      `Demasiados intentos fallidos para este usuario. Inténtelo de nuevo dentro de ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
    );
  }
}

export async function recordFailedLogin(throttle: LoginThrottle, username: string): Promise<void> {
  await throttle.penalty(keyOf(username));
}

export async function clearFailedLogins(throttle: LoginThrottle, username: string): Promise<void> {
  await throttle.delete(keyOf(username));
}
