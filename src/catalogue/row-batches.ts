/**
 * How the catalogue's stores cut long lists into statements: multi-row INSERTs under the engines'
 * parameter limits, and `IN (...)` lists of bounded length.
 */

/** Bound parameters per statement stay well below SQLite's 32,766 and Postgres's 65,535. */
const MAX_PARAMS = 30_000;
/** Ids per `IN (...)` list. */
export const ID_CHUNK = 1_000;

export const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Multi-row INSERTs of at most MAX_PARAMS parameters each. */
export const insertRows = async <T extends object>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const perRow = Math.max(1, Object.keys(first).length);
  for (const batch of chunks(rows, Math.max(1, Math.floor(MAX_PARAMS / perRow)))) await write(batch);
};
