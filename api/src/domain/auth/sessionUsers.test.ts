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

  test("a read-only request gets the kept user at once, confirmed after by its own statements or else by the listener", async () => {
    const cache = createSessionUsers(10);
    let marks = 0;
    let answered = 0;
    const asked: string[] = [];
    cache.listening(
      async () => {
        asked.push("listener");
        return true;
      },
      { mark: () => marks, answeredSince: (mark) => answered > mark },
    );
    const { reads, read } = rowsOf(new Map([[1, user(1)]]));
    // Not kept yet: read, and valid as read.
    const first = await cache.getBeforeConfirming(1, read(1));
    expect(first.user).toEqual(user(1));
    expect(await first.stillValid()).toBe(true);
    expect(reads).toEqual([1]);
    expect(asked).toEqual([]);

    // Kept: nobody asked before the request runs; a statement of its own that answered confirms it.
    const carried = await cache.getBeforeConfirming(1, read(1));
    expect(carried.user).toEqual(user(1));
    expect(asked).toEqual([]);
    marks++;
    answered = marks;
    expect(await carried.stillValid()).toBe(true);
    expect(asked).toEqual([]);

    // No statement of its own answered: the listener is asked.
    const uncarried = await cache.getBeforeConfirming(1, read(1));
    expect(await uncarried.stillValid()).toBe(true);
    expect(asked).toEqual(["listener"]);
    expect(reads).toEqual([1]);
  });

  test("a kept user used before confirming is not valid when any user change was heard meanwhile, or the listener was lost", async () => {
    const cache = createSessionUsers(10);
    let heard = true;
    cache.listening(async () => heard);
    const { read } = rowsOf(
      new Map([
        [1, user(1)],
        [2, user(2)],
      ]),
    );
    await cache.get(1, read(1));
    const changedMeanwhile = await cache.getBeforeConfirming(1, read(1));
    cache.changed(2);
    expect(await changedMeanwhile.stillValid()).toBe(false);

    await cache.get(1, read(1));
    const unconfirmed = await cache.getBeforeConfirming(1, read(1));
    heard = false;
    expect(await unconfirmed.stillValid()).toBe(false);

    heard = true;
    await cache.get(1, read(1));
    const lost = await cache.getBeforeConfirming(1, read(1));
    cache.deaf();
    expect(await lost.stillValid()).toBe(false);
  });

  test("holds at most its capacity, the least recently used leaving first", async () => {
    const cache = createSessionUsers(2);
    cache.listening();
    const { reads, read } = rowsOf(new Map([1, 2, 3].map((id) => [id, user(id)])));
    for (const id of [1, 2, 1, 3, 1, 2]) await cache.get(id, read(id));
    expect(reads).toEqual([1, 2, 3, 2]);
  });
});
