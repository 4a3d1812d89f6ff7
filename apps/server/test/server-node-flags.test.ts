/**
 * serverNodeFlags: the flags `npm start` gives node, read from the root package.json, so the tests,
 * benches and Playwright start the server as production does.
 */
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../../scripts/server-node-flags.ts";

describe("serverNodeFlags", () => {
  it("gives npm start's flags, with --liftoff-only only when DATABASE_URL is set", () => {
    expect(serverNodeFlags({})).toEqual(["--v8-pool-size=1"]);
    expect(serverNodeFlags({ DATABASE_URL: "postgres://127.0.0.1/db" })).toEqual([
      "--v8-pool-size=1",
      "--liftoff-only",
    ]);
  });
});
