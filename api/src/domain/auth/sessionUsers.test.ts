import { describe, expect, test } from "vitest";
import { createSessionUsers, type SessionUser } from "./sessionUsers.ts";

const user = (id: number, sesionVersion = 0): SessionUser => ({ id, username: `u${id}`, rolId: 2, activo: true, sesionVersion });

/** A read that counts itself and answers what `rows` holds when it is called. */
function rowsOf(rows: Map<number, SessionUser>) {
  const reads: number[] = [];
  const read = (id: number) => async () => {
    reads.push(id);
    return rows.get(id) ?? null;
  };
  return { reads, read };
}

describe("session users kept by the process", () => {
  test("kept only while listening, and forgotten when its row changes", async () => {
    const cache = createSessionUsers(10);
    const rows = new Map([[1, user(1)]]);
    const { reads, read } = rowsOf(rows);
    await cache.get(1, read(1));
    await cache.get(1, read(1));
    expect(reads).toEqual([1, 1]);
    cache.listening();
    await cache.get(1, read(1));
    await cache.get(1, read(1));
    expect(reads).toHaveLength(3);
    rows.set(1, user(1, 1));
    cache.changed(1);
    expect(await cache.get(1, read(1))).toEqual(user(1, 1));
    cache.deaf();
    rows.delete(1);
    expect(await cache.get(1, read(1))).toBeNull();
    expect(reads).toHaveLength(5);
  });

  test("a read during which a change was heard is not kept", async () => {
    const cache = createSessionUsers(10);
    cache.listening();
    const { reads, read } = rowsOf(new Map([[1, user(1)]]));
    await cache.get(1, async () => {
      cache.changed(1);
      return read(1)();
    });
    await cache.get(1, read(1));
    expect(reads).toHaveLength(2);
  });

  test("a kept user is used only once the listener says it has heard every change until then", async () => {
    const cache = createSessionUsers(10);
    let heard = true;
    cache.listening(async () => heard);
    const { reads, read } = rowsOf(new Map([[1, user(1)]]));
    await cache.get(1, read(1));
    await cache.get(1, read(1));
    expect(reads).toHaveLength(1);
    heard = false;
    await cache.get(1, read(1));
    expect(reads).toHaveLength(2);
  });

  test("holds at most its capacity, the least recently used leaving first", async () => {
    const cache = createSessionUsers(2);
    cache.listening();
    const { reads, read } = rowsOf(new Map([1, 2, 3].map((id) => [id, user(id)])));
    for (const id of [1, 2, 1, 3, 1, 2]) await cache.get(id, read(id));
    expect(reads).toEqual([1, 2, 3, 2]);
  });
});
