/**
 * A real SMTP server for tests (the `smtp-server` package, in this process), whose received messages
 * are parsed with `mailparser`. It can be told to refuse mail for a while (a 451 "try again later"),
 * and to take its time accepting each message (`acceptDelayMs`: a slow mail server).
 */
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import type { MailTransport } from "../src/index.ts";

export interface SmtpPeer {
  port: number;
  url: string;
  received: ParsedMail[];
  /** While true, every message is refused with 451. */
  refusing: boolean;
  transport(): MailTransport;
  close(): Promise<void>;
}

export async function startSmtpPeer(opts: { acceptDelayMs?: number } = {}): Promise<SmtpPeer> {
  const peer = { received: [] as ParsedMail[], refusing: false } as SmtpPeer;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (peer.refusing) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const accept = () =>
          simpleParser(Buffer.concat(chunks)).then((mail) => {
            peer.received.push(mail);
            callback();
          }, callback);
        if (opts.acceptDelayMs) setTimeout(() => void accept(), opts.acceptDelayMs);
        else void accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  peer.port = port;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.transport = () =>
    nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
