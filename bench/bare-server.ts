/**
 * The bare baseline of `npm run bench`: a minimal Fastify server (no plugins, no logger, no tRPC,
 * no superjson, no ORM) answering JSON for the benchmarked routes with the SQL the project runs for
 * them (bare-catalog.ts, bare-booking.ts), through `pg` on PostgreSQL or PGlite in this process.
 * Inputs are validated with the project's own zod schemas; answers have the project's shapes.
 *
 *   GET  /bare/search?q=vitamin&page=1     catalog.search
 *   GET  /bare/tests/:id                   catalog.tests.byId
 *   POST /bare/bookings (JSON input)       booking.create, signed in by the labcompare_session cookie
 *   GET  /health                           200 when the database answers
 *   GET  /bare/stats                       { statements, requests }: sent and served so far (statements per request)
 *
 * Started by bench/api.bench.ts (`node --import tsx bench/bare-server.ts`) with BARE_PORT, and
 * DATABASE_URL or BARE_DATA_DIR; BARE_TRGM_THRESHOLD and BARE_POOL_SIZE as the project sets them.
 */
import Fastify, { type FastifyReply } from "fastify";
import { byIdOrSlugInput, searchInput } from "@labcompare/validators";
import { openBareDb } from "./bare-db.ts";
import { bareSearch, bareTestById } from "./bare-catalog.ts";
import { BareError, bareCreateBooking, bareSessionUser } from "./bare-booking.ts";

const db = await openBareDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.BARE_DATA_DIR,
  trigramThreshold: Number(process.env.BARE_TRGM_THRESHOLD ?? "0.45"),
  poolSize: Number(process.env.BARE_POOL_SIZE ?? "10"),
});

const app = Fastify({ logger: false });

app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
  if (error instanceof BareError)
    return reply
      .status(error.status)
      .send({ error: { code: error.code, reason: error.reason, message: error.message } });
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) console.error(error);
  return reply.status(status).send({
    error: { code: status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST", message: error.message },
  });
});

app.get("/health", async () => {
  await db.query("SELECT 1");
  return { status: "ok", database: db.kind };
});

/** The project's 400 answer for input its schema refuses: the first issue's message. */
const badRequest = (reply: FastifyReply, error: { issues: { message: string }[] }) =>
  reply.status(400).send({ error: { code: "BAD_REQUEST", message: error.issues[0]?.message } });

/** Benchmarked requests answered so far. */
let served = 0;
app.get("/bare/stats", () => ({ statements: db.statements(), requests: served }));

app.get("/bare/search", async (req, reply) => {
  served++;
  const parsed = searchInput.safeParse(req.query);
  if (!parsed.success) return badRequest(reply, parsed.error);
  return bareSearch(db, parsed.data);
});

app.get<{ Params: { id: string } }>("/bare/tests/:id", async (req, reply) => {
  served++;
  const parsed = byIdOrSlugInput.safeParse(req.params);
  if (!parsed.success) return badRequest(reply, parsed.error);
  const test = await bareTestById(db, parsed.data.id);
  if (!test) return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Test not found" } });
  return test;
});

app.post("/bare/bookings", async (req, reply) => {
  served++;
  const user = await bareSessionUser(db, req.headers.cookie);
  if (!user)
    return reply.status(401).send({ error: { code: "UNAUTHORIZED", message: "Please sign in to continue" } });
  return bareCreateBooking(db, user.id, req.body);
});

async function shutdown() {
  await app.close();
  await db.close();
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown());

await app.listen({
  host: process.env.BARE_HOST ?? "127.0.0.1",
  port: Number(process.env.BARE_PORT ?? "3901"),
});
