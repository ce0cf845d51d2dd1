import { expect, test } from "vitest";
import { Prisma } from "../db/generated/prisma/client.ts";
import { answerConstraints } from "./dbErrors.ts";

const refusedWith = (code: string) => () => Promise.reject(new Prisma.PrismaClientKnownRequestError("refused", { code, clientVersion: "test" }));

test("answerConstraints throws the answer named for the constraint that refused the write, and passes anything else on", async () => {
  const answers = { unique: () => new Error("Ya existe"), foreignKey: () => new Error("Vinculado"), missing: () => new Error("No encontrado") };
  await expect(answerConstraints(refusedWith("P2002"), answers)).rejects.toThrow("Ya existe");
  await expect(answerConstraints(refusedWith("P2003"), answers)).rejects.toThrow("Vinculado");
  await expect(answerConstraints(refusedWith("P2025"), answers)).rejects.toThrow("No encontrado");
  await expect(answerConstraints(refusedWith("P2025"), { unique: answers.unique })).rejects.toMatchObject({ code: "P2025" });
  await expect(answerConstraints(() => Promise.reject(new Error("otra cosa")), answers)).rejects.toThrow("otra cosa");
  expect(await answerConstraints(() => Promise.resolve(7), answers)).toBe(7);
});
