/**
 * The core every other plugin uses: the opened database (closed with the app), Lucia sessions, the
 * result file store, the site's public origin, the X-Request-Id header and the one HTTP error
 * mapping (http-errors.ts).
 */
import fp from "fastify-plugin";
import { createAuth } from "@labcompare/auth";
import type { Database } from "@labcompare/db";
import type { Env } from "../env.ts";
import { fileStoreFromEnv } from "../file-store.ts";
import { sendHttpError } from "../http-errors.ts";
import { registerRequestIdHeader } from "../request-id.ts";
import "./types.ts";

export interface CoreOptions {
  env: Env;
  db: Database;
  /** Secure-only protections (Secure cookie, HSTS) when the site is served over https. */
  httpsSite: boolean;
}

export const corePlugin = fp<CoreOptions>(
  async (app, { env, db, httpsSite }) => {
    registerRequestIdHeader(app);
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.close();
    });
    app.decorate("auth", createAuth(db.prisma, { secure: httpsSite }));
    const files = await fileStoreFromEnv(env, db.prisma);
    app.decorate("fileStore", files.store);
    app.addHook("onClose", (_instance, done) => {
      files.close();
      done();
    });
    app.decorate("siteUrl", env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`);
    app.setErrorHandler(sendHttpError);
  },
  { name: "core" },
);
