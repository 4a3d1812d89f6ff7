/**
 * The one way the host reads a multipart/form-data POST (a results upload, a past result with its
 * PDF): @fastify/multipart with its limits enforced while streaming — at most one file part named
 * `file` (RESULT_FILE_MAX_BYTES), the route's text parts (RESULT_FIELD_MAX_BYTES each), the whole
 * body at most RESULT_UPLOAD_BODY_LIMIT by its declared length. The session cookie is required; the
 * host's Origin check (app.ts) applies as to every change. Refusals answer errorBody's
 * { error: message, messageKey, params } (http-errors.ts): 401
 * visitor, 400 an unknown or repeated part or malformed multipart data, 411 no Content-Length, 413 too
 * large, 415 not multipart; an AppError the route's handler throws answers its status (http-errors.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { AppError } from "@labcompare/api/app-error";
import {
  messages,
  RESULT_FIELD_MAX_BYTES,
  RESULT_FILE_MAX_BYTES,
  RESULT_UPLOAD_BODY_LIMIT,
} from "@labcompare/validators";
import { errorBody } from "./http-errors.ts";
import { sessionUser, type SessionUser } from "./session-user.ts";

const m = messages.results;

/** Errors @fastify/multipart raises for its limits, answered 413 with our message. */
const LIMIT_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: m.fileTooLarge,
  FST_FILES_LIMIT: m.oneFileOnly,
  FST_FIELDS_LIMIT: m.tooManyParts,
  FST_PARTS_LIMIT: m.tooManyParts,
};

/** A refusal with a status AppError has no code for (413): answered as { error } by the route. */
class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a multipart POST carried: the `file` part's bytes (null without one) and the text parts by name (the last of a repeated one). */
export interface MultipartForm {
  file: Uint8Array | null;
  fields: Partial<Record<string, string>>;
}

/** Reads the parts of `req`, throwing UploadRefused (413) or AppError (400) as soon as one is wrong. */
async function readForm(req: FastifyRequest, textFields: ReadonlySet<string>): Promise<MultipartForm> {
  const out: MultipartForm = { file: null, fields: {} };
  // Room for each text part twice and a second file, so those meet our own message, not a bare limit.
  const fields = textFields.size * 2;
  const parts = req.parts({
    limits: {
      fileSize: RESULT_FILE_MAX_BYTES,
      fieldSize: RESULT_FIELD_MAX_BYTES,
      files: 2,
      fields,
      parts: fields + 2,
    },
  });
  for await (const part of parts) {
    if (part.type === "file") {
      if (part.fieldname !== "file") throw new AppError("BAD_REQUEST", m.unknownField(part.fieldname));
      if (out.file) throw new AppError("BAD_REQUEST", m.oneFileOnly);
      out.file = await part.toBuffer();
      continue;
    }
    if (!textFields.has(part.fieldname)) throw new AppError("BAD_REQUEST", m.unknownField(part.fieldname));
    if (part.valueTruncated) throw new UploadRefused(413, m.fieldTooLarge);
    out.fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
  }
  return out;
}

export interface MultipartPost<Params> {
  /** The route's path, e.g. "/api/bookings/:reference/results". */
  path: string;
  /** The names of the text parts the route takes (any other part is a 400). */
  textFields: readonly string[];
  /** Acts on the form read for the signed-in `user`, and sends the answer (reply.status(201).send(…)). */
  handle(
    req: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    user: SessionUser,
    form: MultipartForm,
  ): Promise<unknown>;
}

/**
 * Registers the multipart POST `route` on `app` (which has `db` and `auth` decorated), in its own
 * plugin scope so multipart bodies are parsed on this route only. Answers carry Cache-Control: no-store.
 */
export async function registerMultipartPost<Params = Record<string, never>>(
  app: FastifyInstance,
  route: MultipartPost<Params>,
): Promise<void> {
  const textFields = new Set(route.textFields);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESULT_FILE_MAX_BYTES, fieldSize: RESULT_FIELD_MAX_BYTES },
    });
    scope.post<{ Params: Params }>(
      route.path,
      { bodyLimit: RESULT_UPLOAD_BODY_LIMIT },
      async (req, reply) => {
        reply.header("cache-control", "no-store");
        // Refusals before the body is read close the connection: the rest of the upload is not wanted.
        const refuse = (status: number, message: string) =>
          reply.header("connection", "close").status(status).send(errorBody(message));
        const user = await sessionUser(app, req, reply);
        if (!user) return refuse(401, messages.auth.signInRequired);
        if (!req.isMultipart()) return refuse(415, m.notMultipart);
        // The body limit is checked on the declared length: a chunked body (no length) could stream a
        // truncated field for ever, so it is refused; browsers always send a length with FormData.
        const length = Number(req.headers["content-length"]);
        if (!req.headers["content-length"] || !Number.isFinite(length)) return refuse(411, m.lengthRequired);
        if (length > RESULT_UPLOAD_BODY_LIMIT) return refuse(413, m.fileTooLarge);

        let form: MultipartForm;
        try {
          form = await readForm(req, textFields);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (error instanceof UploadRefused) return refuse(error.statusCode, error.message);
          if (typeof code === "string" && LIMIT_ERRORS[code]) return refuse(413, LIMIT_ERRORS[code]);
          if (error instanceof AppError) throw error;
          // Malformed multipart data (a part cut short, a bad boundary).
          return refuse(400, m.notMultipart);
        }
        return route.handle(req, reply, user, form);
      },
    );
  });
}
