/**
 * The results app of one test file: opened before the file's tests, closed (app and database) after
 * them.
 */
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import { openResultsApp, type ResultsWorld } from "./results-world.ts";

/**
 * Registers the file's hooks: before its tests, opens the app with a results world named `prefix`
 * and hands both to `onOpen`; after them, closes the app and drops its database.
 */
export function useResultsApp(
  prefix: string,
  onOpen: (opened: { app: FastifyInstance; world: ResultsWorld }) => void,
): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openResultsApp(prefix);
    close = opened.close;
    onOpen(opened);
  });
  afterAll(() => close?.());
}
