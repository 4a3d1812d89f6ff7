/**
 * Request ids: every request gets one (Fastify's `req.id`, which its logger writes on every line of the
 * request as `reqId`), every answer carries it as `X-Request-Id`, and 5xx error bodies repeat it, so a
 * user's report or a balancer's log line leads to the server's lines.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * What an incoming X-Request-Id may look like to be kept (a balancer's or a client's id): short, and
 * only characters that cannot break a log line or a header.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the request's X-Request-Id header when it matches REQUEST_ID_PATTERN (one
 * value), else a random UUID. Input: the raw Node request. Output: the id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/**
 * Sets `X-Request-Id: <req.id>` on every answer. Registered before any other hook, so answers sent
 * from an earlier hook (a refused Origin, a 404 of a /trpc/ path) carry it too.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    done();
  });
}
