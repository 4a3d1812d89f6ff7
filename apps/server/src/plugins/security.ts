/**
 * What every request passes first: compression of the answer, the security headers (helmet's CSP,
 * with Google Analytics only while admin.seo holds an ID, re-read on every instance through the cache
 * bus), and the checks made before a route runs — a /trpc/ path that decodes, an Origin from this
 * site on every change (403 otherwise), and JSON bodies only for tRPC (415).
 */
import compress from "@fastify/compress";
import fp from "fastify-plugin";
import { messages } from "@labcompare/validators";
import type { Env } from "../env.ts";
import { errorBody, sendTrpcStyleError } from "../http-errors.ts";
import { allowedOrigins, isForeignOrigin } from "../origins.ts";
import { registerSecurityHeaders } from "../security-headers.ts";
import { isJsonOrEmptyBody, trpcPathDecodes } from "../trpc-route.ts";
import "./types.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface SecurityOptions {
  env: Env;
  /** HSTS and upgrade-insecure-requests when the site is served over https. */
  httpsSite: boolean;
}

export const compressionPlugin = fp(
  async (app) => {
    // Answers are compressed in one synchronous call up to 64 KB: @fastify/compress would stream
    // anything above 8 KB, and the stream pipeline costs more CPU than the compression itself.
    const compression = { threshold: 1024, syncThreshold: 64 * 1024 };
    // API answers go gzip-first at level 3 (zlib's fast strategy): as small as brotli's on them, for
    // less CPU. Pages keep brotli, smaller there. Set before the plugin reads routes.
    app.addHook("onRoute", (route) => {
      if (route.prefix === "/trpc")
        route.compress = { ...compression, encodings: ["gzip", "br"], zlibOptions: { level: 3 } };
    });
    await app.register(compress, { global: true, ...compression, encodings: ["br", "gzip"] });
  },
  { name: "compression" },
);

export const securityPlugin = fp<SecurityOptions>(
  async (app, { env, httpsSite }) => {
    const headers = await registerSecurityHeaders(app, env, httpsSite, app.db.prisma);
    app.cacheBus.subscribe("seo", () => void headers.reload());
  },
  { name: "security", dependencies: ["core", "background"] },
);

export const requestChecksPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const origins = allowedOrigins(env);
    app.addHook("onRequest", async (req, reply) => {
      if (req.url.startsWith("/trpc/") && !trpcPathDecodes(req.url)) {
        return sendTrpcStyleError(req, reply, "NOT_FOUND", messages.generic.notFound);
      }
      if (SAFE_METHODS.has(req.method)) return;
      // A doctor's link's PIN form: its page's no-referrer policy makes browsers send "Origin: null",
      // and the token in the path is the credential (a forged post can do nothing its sender cannot).
      if (req.url.startsWith("/share/")) return;
      if (isForeignOrigin(req.headers, origins)) {
        if (!req.url.startsWith("/trpc/")) return reply.status(403).send(errorBody(messages.auth.badOrigin));
        return sendTrpcStyleError(req, reply, "FORBIDDEN", messages.auth.badOrigin);
      }
      // Only JSON reaches tRPC: its adapter reads multipart and binary bodies itself, outside the body limit.
      if (req.url.startsWith("/trpc/") && !isJsonOrEmptyBody(req.headers["content-type"])) {
        reply.header("connection", "close");
        return sendTrpcStyleError(req, reply, "UNSUPPORTED_MEDIA_TYPE", messages.generic.unsupportedBody);
      }
    });
    done();
  },
  { name: "request-checks" },
);
