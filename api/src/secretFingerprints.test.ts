import { describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../tests/helpers/domainDeps.ts";
import { assertSecretsMatchDatabase, SecretsMismatchError } from "./secretFingerprints.ts";

const FIRST = { JWT_SECRET: "s".repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 7) };

describe("the database remembers which secrets its instances use", () => {
  const world = domainWorldForSuite(1);

  test("the first start records fingerprints, never the secrets; the same secrets start again", async () => {
    await assertSecretsMatchDatabase(world.deps.db, FIRST);
    const rows = await world.deps.db.huellaSecreto.findMany({ orderBy: { variable: "asc" } });
    expect(rows.map((row) => row.variable)).toEqual(["ENCRYPTION_KEY", "JWT_SECRET"]);
    for (const row of rows) {
      expect(row.huella).toMatch(/^[0-9a-f]{64}$/);
      expect(row.huella).not.toContain(FIRST.ENCRYPTION_KEY.toString("hex"));
      expect(row.huella).not.toContain(FIRST.JWT_SECRET);
    }
    await expect(assertSecretsMatchDatabase(world.deps.db, { ...FIRST, ENCRYPTION_KEY: Buffer.from(FIRST.ENCRYPTION_KEY) })).resolves.toBeUndefined();
  });

  test("another JWT_SECRET is refused, saying which variable to copy and from where", async () => {
    const refusal = await assertSecretsMatchDatabase(world.deps.db, { ...FIRST, JWT_SECRET: "t".repeat(40) }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SecretsMismatchError);
    expect((refusal as Error).message).toBe(
      "JWT_SECRET no es el mismo con el que se inició esta base de datos, y las sesiones abiertas en las demás instancias no valdrían en esta. " +
        "Copie en la variable JWT_SECRET de esta instancia el valor que usan las demás: su variable JWT_SECRET o, si no la tienen, " +
        "el archivo secrets/jwt.key de la carpeta de datos (DATA_DIR) de la primera.",
    );
  });

  test("both secrets different: one line for each; the recorded fingerprints stay", async () => {
    const before = await world.deps.db.huellaSecreto.findMany({ orderBy: { variable: "asc" } });
    const refusal = await assertSecretsMatchDatabase(world.deps.db, { JWT_SECRET: "t".repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 8) }).catch(
      (error: unknown) => error,
    );
    const lines = (refusal as Error).message.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^JWT_SECRET no es el mismo/);
    expect(lines[1]).toMatch(/^ENCRYPTION_KEY no es el mismo .* no podría leer la contraseña SMTP guardada\. .*secrets\/encryption\.key/);
    expect(await world.deps.db.huellaSecreto.findMany({ orderBy: { variable: "asc" } })).toEqual(before);
  });
});
