/** A JSON array written piece by piece, so a big answer is never one string in memory. */
export async function* jsonArray<T>(batches: AsyncIterable<T[]>, toJson: (row: T) => unknown): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const batch of batches) {
    if (!batch.length) continue;
    yield (first ? "" : ",") + batch.map((row) => JSON.stringify(toJson(row))).join(",");
    first = false;
  }
  yield "]";
}
