/**
 * Reading the mail the site sent during the run: the .eml files that e2e/mail-catcher.ts saves in
 * E2E_MAIL_DIR (see playwright.config.ts), parsed with mailparser's simpleParser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

export interface Mail extends ParsedMail {
  /** The .eml file's name. */
  file: string;
  /** The SMTP envelope's recipients. */
  envelopeTo: string[];
}

const parsed = new Map<string, Mail>();
/** Files already handed out by waitForMail, so the same message is never returned twice. */
const taken = new Set<string>();

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}

/** Every message received so far, oldest first. */
export async function readMails(): Promise<Mail[]> {
  const dir = mailDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  for (const file of files) {
    if (parsed.has(file)) continue;
    const raw = readFileSync(join(dir, file));
    const mail = (await simpleParser(raw)) as Mail;
    mail.file = file;
    const envelope = mail.headers.get("x-envelope-to");
    mail.envelopeTo =
      typeof envelope === "string" ? envelope.split(",").map((a) => a.trim().toLowerCase()) : [];
    parsed.set(file, mail);
  }
  return files.map((f) => parsed.get(f)!);
}

/**
 * Polls the mail folder until a message to `to` whose subject matches `subject` arrives (one not
 * returned before), and returns it.
 */
export async function waitForMail(to: string, subject: RegExp, timeout = 30_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMails();
        found = mails.find(
          (m) =>
            !taken.has(m.file) && m.envelopeTo.includes(to.toLowerCase()) && subject.test(m.subject ?? ""),
        );
        return Boolean(found);
      },
      { message: `an email to ${to} with subject ${subject}`, timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  taken.add(found!.file);
  return found!;
}

/** The "Your results for booking `reference` are ready" email to `to` (see waitForMail). */
export const waitForResultsMail = (to: string, reference: string): Promise<Mail> =>
  waitForMail(to, new RegExp(`^Your results for booking ${reference} are ready$`));

/** The site link to `path` ("/verify-email") with its token, from the plain-text body. */
export function linkIn(mail: Mail, path: string): string {
  const pattern = new RegExp(
    `https?://[^\\s<>"]+${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\?token=[A-Za-z0-9_-]+`,
  );
  const match = (mail.text ?? "").match(pattern);
  expect(match, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  return match![0];
}
