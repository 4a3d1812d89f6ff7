/**
 * A real SMTP server for the end-to-end run (the `smtp-server` package), started by
 * playwright.config.ts in the Playwright runner process before the web server. Every message it
 * accepts is saved as `<n>.eml` in a folder (written to a temporary name, then renamed, so readers
 * never see half a file). Tests read that folder (E2E_MAIL_DIR) with ./mail-helpers.ts.
 */
import { mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export interface MailCatcher {
  port: number;
  dir: string;
}

/** Starts the server on a free port of 127.0.0.1 and returns its port and mail folder. It does not keep the runner alive (unref). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const dir = mkdtempSync(join(tmpdir(), "labcompare-e2e-mail-"));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const name = `${String(++count).padStart(5, "0")}-${Date.now()}`;
        const file = join(dir, `${name}.eml`);
        try {
          // The envelope recipients, like a real mailbox's Delivered-To, ahead of the message.
          const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
          writeFileSync(`${file}.tmp`, Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]));
          renameSync(`${file}.tmp`, file);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("The e2e SMTP server did not bind a port");
  server.server.unref();
  return { port: address.port, dir };
}
