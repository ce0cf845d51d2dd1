/** Spec section 7 "Session". */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { loginSchema, recoverySchema } from "../domain/rules/session.ts";
import { clientKey } from "../clientAddress.ts";
import { documented, jsonAnswer, messageAnswer, NO_BODY, restBody } from "./routeDoc.ts";
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
  config: { rateLimit: { max: 20, timeWindow: "1 minute" }, anonymous: true as const },
  errorHandler: restErrorHandler({ messages: { INVALID_CREDENTIALS: "Invalid credentials", INACTIVE_USER: "User account is inactive" } }),
};

/** The recovery answers the spec's client maps to Spanish ('User not found or inactive' → ...). */
const RECOVERY = {
  config: { rateLimit: { max: 10, timeWindow: "1 minute" }, anonymous: true as const },
  errorHandler: restErrorHandler({
    messages: { NOT_FOUND: "User not found or inactive", NO_EMAIL: "User has no email configured", SMTP_NOT_CONFIGURED: "SMTP not configured" },
  }),
};

/**
 * Asked by the login screen before anyone has a session: the caller's token is never read, so a
 * stale one (even an API key's) changes nothing.
 */
const LOGIN_SCREEN = { config: { anonymous: true } } as const;
/** A logout with an expired session still clears the cookie. */
const GUESTS = { config: { guests: true } } as const;

export async function authRoutes(api: FastifyInstance): Promise<void> {
  const loginDoc = {
    summary: "Inicia una sesión: su token (y la cookie de sesión de /api).",
    body: restBody(loginSchema),
    answer: jsonAnswer(z.object({ token: z.string() })),
  };
  api.post("/auth/login", documented(loginDoc, LOGIN), async (request, reply) => {
    const session = await login(api.deps, request.body, clientKey(request.ip));
    sessionCookieOf(request, reply).set(session.token);
    return { token: session.token };
  });

  const recoveryDoc = { summary: "Envía una contraseña nueva al correo del usuario.", body: restBody(recoverySchema), answer: jsonAnswer(messageAnswer) };
  api.post("/auth/forgot-password", documented(recoveryDoc, RECOVERY), async (request) => {
    await recoverPassword(api.deps, request.body);
    return { message: SUCCESS_MESSAGES.passwordSent };
  });

  const userDoc = { summary: "Quién es la sesión.", answer: jsonAnswer(z.object({ username: z.string(), rol_id: z.number() })) };
  api.get("/auth/user", documented(userDoc), async (request) => {
    const user = requirePerson(request.actor);
    return { username: user.username, rol_id: user.rolId };
  });

  // Its body is never read (spec section 7: whatever goes wrong, the logout proceeds), so a
  // malformed or oversized one cannot keep a session alive.
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    scope.post(
      "/auth/logout",
      documented({ summary: "Cierra la sesión.", body: NO_BODY, answer: jsonAnswer(messageAnswer) }, GUESTS),
      async (request, reply) => {
        await logout(api.deps, request.actor);
        sessionCookieOf(request, reply).clear();
        return { message: SUCCESS_MESSAGES.loggedOut };
      },
    );
  });

  const checkDoc = { summary: "Si hay ya algún usuario (si no, el primero será administrador).", answer: jsonAnswer(z.object({ hasUsers: z.boolean() })) };
  api.get("/auth/check-users", documented(checkDoc, LOGIN_SCREEN), async () => ({ hasUsers: await hasUsers(api.deps) }));

  const smtpDoc = { summary: "Si el correo está configurado.", answer: jsonAnswer(z.object({ available: z.boolean() })) };
  api.get("/auth/smtp-available", documented(smtpDoc, LOGIN_SCREEN), async () => ({ available: await isSmtpAvailable(api.deps) }));
}
