/**
 * Generated first-start passwords (the admin's, the demo patient's) are written to a file in the
 * data folder, readable only by the owner (0600), and never to stdout or the log.
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The accounts a first start may create with a generated password: file name and the file's text. */
const ACCOUNTS = {
  admin: {
    file: "admin-password.txt",
    text: (email: string, password: string) =>
      `Admin account: ${email}\nPassword: ${password}\nChange it after signing in, then delete this file.\n`,
  },
  demoPatient: {
    file: "demo-patient-password.txt",
    text: (email: string, password: string) =>
      `Demo patient account: ${email}\nPassword: ${password}\nA demo account with past bookings and results at two labs.\n`,
  },
} as const;

/**
 * Writes `account`'s email and generated password to `<dataDir>/admin-password.txt` or
 * `<dataDir>/demo-patient-password.txt` (mode 0600, the folder 0700 when created) and returns the
 * file's path.
 */
export function writePasswordFile(
  account: keyof typeof ACCOUNTS,
  dataDir: string,
  email: string,
  password: string,
): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, ACCOUNTS[account].file);
  writeFileSync(file, ACCOUNTS[account].text(email, password), { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
