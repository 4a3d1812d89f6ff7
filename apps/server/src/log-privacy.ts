/**
 * What the log may hold: request paths without their query, error texts with personal data and
 * secrets masked (emails, phones, tokens, Prisma's argument dumps), and the Fastify logger's
 * serializers built on them. Every module logs errors through `errorForLog`.
 */
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** A doctor's link and what lies under it: its token is a credential. */
const SHARE_TOKEN_PATH = /^(\/(?:ar\/)?share\/)[^/?#]+/;

/**
 * The path of a request URL without its query (search words, emails) and with a share link's token
 * replaced by "[token]" ("/share/[token]/reports/…"): what the log and traces may hold.
 */
export function logPath(url: string): string {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  return path.replace(SHARE_TOKEN_PATH, "$1[token]");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Personal data and secrets that error texts can carry, in the order they are masked. */
const SCRUB_RULES: [RegExp, string | ((match: string) => string)][] = [
  // Password hashes (argon2's encoded form).
  [/\$argon2[a-z]*\$[^\s"'`]+/gi, "[hash]"],
  // user:password@ in connection URLs (postgres://, redis://, smtp://), before the email rule sees them.
  [/\/\/[^\s/@"'`]+@/g, "//[credentials]@"],
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, "[email]"],
  // Phone numbers and IP addresses: 8–15 digits with optional separators; not a yyyy-MM-dd date, nor
  // part of a longer word or id (UUIDs keep their digits).
  [/(?<![\w-])(?!\d{4}-\d{2}-\d{2}(?![\w-]))\+?\d(?:[ .()-]{0,2}\d){7,14}(?![\w-])/g, "[number]"],
  // Session tokens, reset links' tokens, hashes: long runs of letters and digits (not a UUID, not a plain word).
  [
    /[A-Za-z0-9_-]{32,}/g,
    (match) => (UUID.test(match) || !/\d/.test(match) || !/[A-Za-z]/.test(match) ? match : "[token]"),
  ],
];

/**
 * `text` with email addresses, phone numbers, IP addresses, tokens, password hashes and URL
 * credentials masked ("[email]", "[number]", "[token]", "[hash]", "//[credentials]@"): for error
 * texts, which repeat the values a query or a mail server was given. Names cannot be recognised, so
 * texts known to hold arguments (Prisma's invocation) are cut down first (`errorForLog`).
 */
export function scrubText(text: string): string {
  return SCRUB_RULES.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement as string),
    text,
  );
}

/**
 * Prisma's "Invalid `prisma.x.y()` invocation" messages quote the call with its arguments (names,
 * emails, phones): keep the call's name and the last paragraph (the reason), drop the quoted call.
 */
function withoutPrismaInvocation(message: string): string {
  const call = /Invalid `([^`]+)` invocation/.exec(message);
  if (!call) return message;
  const paragraphs = message.trim().split(/\n\s*\n/);
  return `Invalid \`${call[1]}\` invocation: ${paragraphs[paragraphs.length - 1]!.trim()}`;
}

const loggedErrors = new WeakSet<object>();

/** An error as the log may hold it (see `errorForLog`). */
export interface LoggedError {
  type: string;
  code?: string | number;
  message: string;
  /** The "at …" frames only: the stack's first lines repeat the message. */
  stack?: string;
  cause?: LoggedError;
}

/**
 * What the log may say about an error: its name, code (Prisma's P2002, Node's ECONNREFUSED, …),
 * message without Prisma's quoted arguments and with personal data masked (`scrubText`), the stack
 * frames without the message, and the same for its cause (three levels). Anything not error-like
 * is logged as its scrubbed string.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (error === null || typeof error !== "object")
    return { type: typeof error, message: scrubText(String(error)) };
  // Already made by this function (the `err` serializer sees what a caller prepared).
  if (loggedErrors.has(error)) return error as LoggedError;
  const e = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const logged: LoggedError = {
    type: typeof e.name === "string" ? e.name : (error.constructor?.name ?? "Object"),
    message: typeof e.message === "string" ? scrubText(withoutPrismaInvocation(e.message)) : "",
  };
  if (typeof e.code === "number") logged.code = e.code;
  if (typeof e.code === "string") logged.code = scrubText(e.code);
  if (typeof e.stack === "string") {
    const frames = e.stack.split("\n").filter((line) => /^\s+at /.test(line));
    if (frames.length) logged.stack = scrubText(frames.map((line) => line.trim()).join("\n"));
  }
  if (e.cause !== undefined && depth < 3) logged.cause = errorForLog(e.cause, depth + 1);
  loggedErrors.add(logged);
  return logged;
}

/**
 * What the log may say about a failed SMTP send: nodemailer's error code (EENVELOPE, EAUTH, …), the
 * SMTP command and the server's response code — never its response text or the error message,
 * which repeat the recipient's address.
 */
export function smtpErrorForLog(error: unknown): { code?: string; command?: string; responseCode?: number } {
  const e = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown };
  return {
    ...(typeof e.code === "string" ? { code: scrubText(e.code) } : {}),
    ...(typeof e.command === "string" ? { command: scrubText(e.command) } : {}),
    ...(typeof e.responseCode === "number" ? { responseCode: e.responseCode } : {}),
  };
}

/** "a***@example.com": enough for the operator to recognise an address, not to read it from a log. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Fastify logger settings: requests are logged as method, path (tRPC: the procedure names) and
 * status with the response time — never the query string, body, IP, cookies or headers; any `err`
 * logged by any module goes through `errorForLog` (no emails, phones or tokens from error texts).
 */
export const privateLogSerializers = {
  req: (req: { method: string; url: string }) => ({ method: req.method, path: logPath(req.url) }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: (err: unknown) => {
    const logged = errorForLog(err);
    return { ...logged, stack: logged.stack ?? "" };
  },
};

/**
 * One access line a request instead of Fastify's two: "request completed" carries the method, the
 * path (through the serializers above), the status and the time in ms; Fastify's "incoming request"
 * line repeated the first two, and writing both cost a visible share of a search's CPU.
 * Errors keep Fastify's "request errored" line at error level.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
