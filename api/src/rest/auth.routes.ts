/** Spec section 7 "Session". */
import type { FastifyInstance } from "fastify";
import { login, logout } from "../domain/auth/session.ts";
import { isSmtpAvailable } from "../domain/config/smtpAvailable.ts";
import { AppError } from "../domain/errors.ts";
import { requireLoggedIn } from "../domain/policies.ts";
import { hasUsers } from "../domain/users/setup.ts";

/** The login answers the spec's client maps to Spanish ('Invalid credentials' → 'Usuario o contraseña incorrectos'). */
const specLoginMessages: Partial<Record<AppError["code"], string>> = {
  INVALID_CREDENTIALS: "Invalid credentials",
  INACTIVE_USER: "User account is inactive",
};

const loginRateLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export async function authRoutes(api: FastifyInstance): Promise<void> {
  api.post("/auth/login", { config: loginRateLimit }, async (request, reply) => {
    try {
      const session = await login(api.deps, request.body);
      return { token: session.token };
    } catch (error) {
      const specMessage = error instanceof AppError ? specLoginMessages[error.code] : undefined;
      if (!specMessage) throw error;
      return reply.code((error as AppError).httpStatus).send({ message: specMessage });
    }
  });

  api.get("/auth/user", async (request) => {
    const user = requireLoggedIn(request.actor);
    return { username: user.username, rol_id: user.rolId };
  });

  api.post("/auth/logout", async (request) => {
    await logout(api.deps, request.actor);
    return { message: "Sesión cerrada" };
  });

  api.get("/auth/check-users", async () => ({ hasUsers: await hasUsers(api.deps) }));

  api.get("/auth/smtp-available", async () => ({ available: await isSmtpAvailable(api.deps) }));
}
