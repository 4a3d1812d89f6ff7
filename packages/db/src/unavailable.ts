/**
 * Whether an error says the database could not be used for a moment (unreachable, connection lost,
 * busy past a deadline), as opposed to a bug or a rule the statement broke. The edges answer those
 * 503 with Retry-After instead of 500; nothing in them is the caller's fault or a lasting failure.
 *
 * Shapes seen with @prisma/adapter-pg 7.10 and pg 8 (packages/db/test/unavailable.test.ts makes each
 * for real):
 * - a model query or `$transaction` on a refused connection: PrismaClientKnownRequestError P1001,
 *   meta.driverAdapterError.cause.kind "DatabaseNotReachable" (P1008 "SocketTimeout", P1017
 *   "ConnectionClosed", P2037 "TooManyConnections" are its siblings);
 * - a raw query the same way: P2010 with that same meta.driverAdapterError.cause;
 * - a connection cut during a query, or reset at connect: pg's plain Error "Connection terminated
 *   unexpectedly" (no code) passed through unchanged, also by Prisma; a transaction whose connection
 *   broke: "Client has encountered a connection error and is not queryable";
 * - pg's own socket errors: node's `code` ECONNREFUSED, ECONNRESET, ETIMEDOUT, EPIPE…;
 * - a connection ended by the server: SQLSTATE 57P01–57P03 (admin shutdown, crash, cannot connect
 *   now), class 08 (connection exception), 53300 (too many connections); through Prisma as P2010
 *   with meta.driverAdapterError.cause.originalCode;
 * - deadlines: Prisma's P2024 (no pool connection in time), P2028 (transaction start or run timed
 *   out), P1002 (server timed out), and this package's TransactionTimeoutError.
 */
import { TransactionTimeoutError, sqlStateOf } from "./transaction.ts";

/** Prisma's codes for an unreachable, lost or overloaded database. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]);

/** @prisma/adapter-pg's kinds for the same (meta.driverAdapterError.cause.kind). */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/** Node's socket error codes (pg's connection errors keep them). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ECONNABORTED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that ended or refused the connection (besides the whole class 08). */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** pg's messages for a lost or never-made connection (these errors carry no code). */
const PG_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** True when `error` itself (not its causes) is one of the shapes above. */
function isUnavailableShape(error: object): boolean {
  if (error instanceof TransactionTimeoutError) return true;
  const { code, errorCode, message, meta } = error as {
    code?: unknown;
    errorCode?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
  };
  if (typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  // PrismaClientInitializationError names its code `errorCode`.
  if (typeof errorCode === "string" && PRISMA_CODES.has(errorCode)) return true;
  const kind = meta?.driverAdapterError?.cause?.kind;
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
  const sqlState = sqlStateOf(error);
  if (sqlState !== undefined && (sqlState.startsWith("08") || SQLSTATES.has(sqlState))) return true;
  return typeof message === "string" && PG_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error in its `cause` chain (an AppError or TRPCError wrapping it), says
 * the database is unreachable, lost the connection or is busy past a deadline (the shapes listed
 * at the top of this file). False for everything else, e.g. a constraint violation or a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth++) {
    if (isUnavailableShape(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
