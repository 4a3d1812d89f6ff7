/**
 * The doctor's links (/share/<token>, share/share-routes.ts), in their own encapsulated context: the
 * PIN form's urlencoded body is read only here (1 KB at most), and the page never goes through the
 * server render, its page cache or analytics.
 */
import type { FastifyPluginCallback } from "fastify";
import type { Env } from "../env.ts";
import { registerSharePage } from "../share/share-routes.ts";
import { shareKeys } from "../share/share-session.ts";
import "./types.ts";

export const sharePlugin: FastifyPluginCallback<{ env: Env; httpsSite: boolean }> = (
  app,
  { env, httpsSite },
  done,
) => {
  if (!env.SHARE_SECRET && env.NODE_ENV === "production")
    app.log.warn(
      "SHARE_SECRET is unset: a PIN entered on a doctor's link holds on this instance only, until it restarts",
    );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_req, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerSharePage(app, shareKeys(env.SHARE_SECRET), httpsSite);
  done();
};
