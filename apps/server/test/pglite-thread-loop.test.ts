/**
 * A long SQL statement never holds the event loop: on the embedded database it runs in PGlite's own
 * thread (on PostgreSQL, in the server), so the server answers other requests meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("SQL and the event loop", () => {
  it("answers GET /health/live sent while a 3 s statement runs, before that statement ends", async () => {
    let statementEnded = false;
    const statement = app.db.sql.query("SELECT pg_sleep(3)").then(() => (statementEnded = true));
    // Once the statement holds a connection, the loop must still turn.
    while (app.db.poolStats!().idle > 0 || app.db.poolStats!().total === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const live = await app.inject({ method: "GET", url: "/health/live" });
    expect(live.statusCode).toBe(200);
    expect(statementEnded).toBe(false);
    await statement;
    expect(statementEnded).toBe(true);
  }, 30_000);
});
