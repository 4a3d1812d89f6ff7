/**
 * Preloaded into the project's production bundle for the benchmark's statement count
 * (`node --import ./bench/sql-count-preload.mjs apps/server/dist/server.mjs`, see sql-count.ts): wraps
 * the database drivers the bundle loads — `pg`'s Client.query, and PGlite's query and exec and the
 * BEGIN/COMMIT of its transactions — to count every statement sent, and answers the count on
 * http://127.0.0.1:$BENCH_SQL_COUNT_PORT/. Plain JavaScript: no TypeScript loader in the server.
 */
import { createServer } from "node:http";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";

let count = 0;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  count++;
  return query.apply(this, args);
};
for (const key of ["query", "exec"]) {
  const orig = PGlite.prototype[key];
  PGlite.prototype[key] = function (...args) {
    count++;
    return orig.apply(this, args);
  };
}
const transaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (callback) {
  count += 2; // BEGIN, COMMIT (or ROLLBACK)
  return transaction.call(this, (tx) =>
    callback({
      ...tx,
      query: (...a) => (count++, tx.query(...a)),
      exec: (...a) => (count++, tx.exec(...a)),
      sql: (...a) => (count++, tx.sql(...a)),
      rollback: (...a) => tx.rollback(...a),
      listen: (...a) => tx.listen(...a),
      get closed() {
        return tx.closed;
      },
    }),
  );
};

const server = createServer((_req, res) => res.end(String(count)));
server.listen(Number(process.env.BENCH_SQL_COUNT_PORT), "127.0.0.1");
server.unref();
