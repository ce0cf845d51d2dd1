/** Spec section 7 "Session". */
import type { FastifyInstance } from "fastify";
import { recoverPassword } from "../domain/auth/recoverPassword.ts";
import { login, logout } from "../domain/auth/session.ts";
import { isSmtpAvailable } from "../domain/config/smtpAvailable.ts";
import { requirePerson } from "../domain/policies.ts";
import { hasUsers } from "../domain/users/setup.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { sessionCookieOf } from "../sessionCookie.ts";
import { restErrorHandler } from "./errors.ts";

/** The login answers the spec's client maps to Spanish ('Invalid credentials' → 'Usuario o contraseña incorrectos'). */
const LOGIN = {
  config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
  errorHandler: restErrorHandler({ messages: { INVALID_CREDENTIALS: "Invalid credentials", INACTIVE_USER: "User account is inactive" } }),
};

/** The recovery answers the spec's client maps to Spanish ('User not found or inactive' → ...). */
const RECOVERY = {
  config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
  errorHandler: restErrorHandler({
    messages: { NOT_FOUND: "User not found or inactive", NO_EMAIL: "User has no email configured", SMTP_NOT_CONFIGURED: "SMTP not configured" },
  }),
};

export async function authRoutes(api: FastifyInstance): Promise<void> {
  api.post("/auth/login", LOGIN, async (request, reply) => {
    const session = await login(api.deps, request.body, request.ip);
    sessionCookieOf(request, reply).set(session.token);
    return { token: session.token };
  });

  api.post("/auth/forgot-password", RECOVERY, async (request) => {
    await recoverPassword(api.deps, request.body);
    return { message: SUCCESS_MESSAGES.passwordSent };
  });

  api.get("/auth/user", async (request) => {
    const user = requirePerson(request.actor);
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
