/**
 * Console writes racing a delete of the same row, round after round: on PostgreSQL the delete can
 * land between a write's read and its write (P2025), which must answer NOT_FOUND, never a 500.
 */
import { expect } from "vitest";
import { expectDeleteWins } from "../admin-helpers.ts";

/** One kind of row, the writes that race its delete, and how to count what is left. */
export interface DeleteRace {
  /** Creates the row of round `round` (0-based); returns its id. */
  create(round: number): Promise<{ id: string }>;
  /** The calls sent at once on row `id`: writes, the last of them its delete. */
  calls(id: string, round: number): Promise<unknown>[];
  /** The message of NOT_FOUND for a write that lost. */
  notFound: string;
  /** How many rows with `id` are left. */
  rows(id: string): Promise<number>;
  /** How many audit rows the writes on row `id` added. */
  audited(id: string): Promise<number>;
}

/**
 * Five rounds of `race`: each round the delete succeeds, every write succeeds or answers NOT_FOUND
 * with `race.notFound`, no row is left, and each write that succeeded (and no other) is audited.
 */
export async function expectDeleteWinsFiveRounds(race: DeleteRace): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const { id } = await race.create(round);
    const results = await expectDeleteWins(race.calls(id, round), race.notFound);
    expect(await race.rows(id)).toBe(0);
    const writes = results.slice(0, -1);
    expect(await race.audited(id)).toBe(writes.filter((r) => r.status === "fulfilled").length);
  }
}
