/**
 * A watchdog for in-process fuzzing: `app.inject` runs the server in the test's own process, so a
 * request that blocks the event loop (an endless loop in a handler) would also stop Vitest's own
 * timers and hang the run without a word. A small child process expects a heartbeat every second;
 * when none comes for `stallMs`, it prints the request in flight (the last `note()`), writes it to
 * `reportFile`, and kills the test process, so the run fails loudly and names the input.
 */
import { spawn, type ChildProcess } from "node:child_process";

const WATCHDOG = `
const [pid, stallMs, reportFile] = process.argv.slice(1);
const fs = require("node:fs");
let last = Date.now();
let note = "(nothing yet)";
let buffered = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  last = Date.now();
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf("\\n")) >= 0) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.startsWith('"')) try { note = JSON.parse(line); } catch {}
  }
});
process.stdin.on("end", () => process.exit(0));
setInterval(() => {
  if (Date.now() - last < Number(stallMs)) return;
  const message = "WATCHDOG: the test process's event loop has been blocked for " + stallMs + " ms. Request in flight:\\n" + note;
  try { fs.writeFileSync(reportFile, message); } catch {}
  console.error(message);
  try { process.kill(Number(pid), "SIGKILL"); } catch {}
  process.exit(1);
}, 500);
`;

export interface Watchdog {
  /** Records what is about to run (shown only if the process stalls). */
  note(text: string): void;
  stop(): void;
}

/**
 * Notes and heartbeats go through the child's stdin (a pipe write, no file system call per request);
 * a note is written before the request starts, so it is in the pipe when the loop blocks.
 */
export function startWatchdog(opts: { stallMs: number; reportFile: string }): Watchdog {
  const child: ChildProcess = spawn(
    process.execPath,
    ["-e", WATCHDOG, String(process.pid), String(opts.stallMs), opts.reportFile],
    {
      stdio: ["pipe", "inherit", "inherit"],
    },
  );
  child.stdin!.on("error", () => {});
  const beat = setInterval(() => child.stdin!.write(".\n"), 1_000);
  beat.unref();
  child.unref();
  return {
    note(text) {
      child.stdin!.write(`${JSON.stringify(text)}\n`);
    },
    stop() {
      clearInterval(beat);
      child.stdin!.end();
      child.kill();
    },
  };
}
