/**
 * Password recovery per user: one e-mailed password per interval, whichever transport or client
 * asks, so nobody can flood a mailbox or keep resetting a colleague's password. A recovery that
 * fails (the mail was not accepted) gives its turn back.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors.ts";

export const RECOVERY_INTERVAL_MINUTES = 2;

export type RecoveryThrottle = RateLimiterMemory;

export function createRecoveryThrottle(): RecoveryThrottle {
  return new RateLimiterMemory({ points: 1, duration: RECOVERY_INTERVAL_MINUTES * 60 });
}

const keyOf = (userId: number) => String(userId);

export async function takeRecoveryTurn(throttle: RecoveryThrottle, userId: number): Promise<void> {
  try {
    await throttle.consume(keyOf(userId));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new AppError(
      "RATE_LIMITED",
      429,
      `Ya se envió una nueva contraseña hace menos de ${RECOVERY_INTERVAL_MINUTES} minutos. Revise su correo.`,
    );
  }
}

export async function giveBackRecoveryTurn(throttle: RecoveryThrottle, userId: number): Promise<void> {
  await throttle.delete(keyOf(userId));
}
