/** Spec section 7 "Session". */
import type { FastifyInstance } from "fastify";
import { recoverPassword } from "../domain/auth/recoverPassword.ts";
import { login, logout } from "../domain/auth/session.ts";
import { isSmtpAvailable } from "../domain/config/smtpAvailable.ts";
import { AppError } from "../domain/errors.ts";
import { requireLoggedIn } from "../domain/policies.ts";
import { hasUsers } from "../domain/users/setup.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { sessionCookieOf } from "../sessionCookie.ts";

/** The login answers the spec's client maps to Spanish ('Invalid credentials' → 'Usuario o contraseña incorrectos'). */
const specLoginMessages: Partial<Record<AppError["code"], string>> = {
  INVALID_CREDENTIALS: "Invalid credentials",
  INACTIVE_USER: "User account is inactive",
};

/** The recovery answers the spec's client maps to Spanish ('User not found or inactive' → ...). */
const specRecoveryMessages: Partial<Record<AppError["code"], string>> = {
  NOT_FOUND: "User not found or inactive",
  NO_EMAIL: "User has no email configured",
  SMTP_NOT_CONFIGURED: "SMTP not configured",
};

const loginRateLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };
const recoveryRateLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

export async function authRoutes(api: FastifyInstance): Promise<void> {
  api.post("/auth/login", { config: loginRateLimit }, async (request, reply) => {
    try {
      const session = await login(api.deps, request.body, request.ip);
      sessionCookieOf(request, reply).set(session.token);
      return { token: session.token };
    } catch (error) {
      const specMessage = error instanceof AppError ? specLoginMessages[error.code] : undefined;
      if (!specMessage) throw error;
      return reply.code((error as AppError).httpStatus).send({ message: specMessage, code: (error as AppError).code });
    }
  });

  api.post("/auth/forgot-password", { config: recoveryRateLimit }, async (request, reply) => {
    try {
      await recoverPassword(api.deps, request.body);
      return { message: SUCCESS_MESSAGES.passwordSent };
    } catch (error) {
      const specMessage = error instanceof AppError ? specRecoveryMessages[error.code] : undefined;
      if (!specMessage) throw error;
      return reply.code((error as AppError).httpStatus).send({ message: specMessage, code: (error as AppError).code });
    }
  });

  api.get("/auth/user", async (request) => {
    const user = requireLoggedIn(request.actor);
    return { username: user.username, rol_id: user.rolId };
  });

  api.post("/auth/logout", async (request, reply) => {
    await logout(api.deps, request.actor);
    sessionCookieOf(request, reply).clear();
    return { message: SUCCESS_MESSAGES.loggedOut };
  });

  api.get("/auth/check-users", async () => ({ hasUsers: await hasUsers(api.deps) }));

  api.get("/auth/smtp-available", async () => ({ available: await isSmtpAvailable(api.deps) }));
}
