import { describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { giveBackRecoveryTurn, RECOVERY_INTERVAL_MINUTES, takeRecoveryTurn } from "./recoveryThrottle.ts";

const TOO_SOON = { code: "RATE_LIMITED", httpStatus: 429, message: "Ya se envió una nueva contraseña hace menos de 15 minutos. Revise su correo." };

describe("one e-mailed password per user every 15 minutes", () => {
  const world = domainWorldForSuite(2);

  test("a second recovery within the interval is refused; users do not share turns; a failed one gives its turn back", async () => {
    const [ana, luis] = [await world.actor(), await world.actor()];
    const turn = await takeRecoveryTurn(world.deps.db, ana.id);
    await expect(takeRecoveryTurn(world.deps.db, ana.id)).rejects.toMatchObject(TOO_SOON);
    await takeRecoveryTurn(world.deps.db, luis.id);
    await giveBackRecoveryTurn(world.deps.db, turn);
    const again = await takeRecoveryTurn(world.deps.db, ana.id);
    const almost = new Date(again.taken.getTime() + (RECOVERY_INTERVAL_MINUTES * 60 - 1) * 1000);
    await expect(takeRecoveryTurn(world.deps.db, ana.id, almost)).rejects.toMatchObject(TOO_SOON);
    const later = new Date(again.taken.getTime() + RECOVERY_INTERVAL_MINUTES * 60_000);
    await expect(takeRecoveryTurn(world.deps.db, ana.id, later)).resolves.toMatchObject({ previous: again.taken });
  });

  test("of several requests at once, exactly one takes the turn", async () => {
    const marta = await world.actor();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => takeRecoveryTurn(world.deps.db, marta.id)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });
});
