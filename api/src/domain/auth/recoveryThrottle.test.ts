import { expect, test } from "vitest";
import { createRecoveryThrottle, giveBackRecoveryTurn, takeRecoveryTurn } from "./recoveryThrottle.ts";

test("one recovery per user per interval; a failed one gives its turn back; users do not share turns", async () => {
  const throttle = createRecoveryThrottle();
  await takeRecoveryTurn(throttle, 7);
  await expect(takeRecoveryTurn(throttle, 7)).rejects.toMatchObject({
    code: "RATE_LIMITED",
    httpStatus: 429,
    message: "Ya se envió una nueva contraseña hace menos de 2 minutos. Revise su correo.",
  });
  await takeRecoveryTurn(throttle, 8);
  await giveBackRecoveryTurn(throttle, 7);
  await takeRecoveryTurn(throttle, 7);
});
