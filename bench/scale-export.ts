/**
 * The streamed bookings CSV export as a client reads it: time to the first byte of the body, rows,
 * the whole time, and the server's RSS (sampled every 100 ms) before and at its peak while streaming.
 */
import { request } from "node:http";

export interface ExportFigures {
  rows: number;
  firstByteMs: number;
  totalMs: number;
  /** MB. */
  rssBefore: number;
  rssPeak: number;
}

/** GET /api/admin/bookings/export.csv (every booking) with `cookie`; `rss()` reads the server's RSS in MB. */
export function measureExport(baseUrl: string, cookie: string, rss: () => number): Promise<ExportFigures> {
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 100);
  const started = performance.now();
  return new Promise<ExportFigures>((resolvePromise, reject) => {
    const req = request(`${baseUrl}/api/admin/bookings/export.csv`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the export answered ${res.statusCode}`));
        res.resume();
        return;
      }
      let firstByteMs = NaN;
      let newlines = 0;
      res.on("data", (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
      });
      res.on("end", () =>
        resolvePromise({
          rows: Math.max(0, newlines - 1),
          firstByteMs,
          totalMs: performance.now() - started,
          rssBefore,
          rssPeak: Math.max(rssPeak, rss()),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  }).finally(() => clearInterval(sampler));
}
