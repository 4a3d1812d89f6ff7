/**
 * The web build's index.html as the page template: read once, and read again (the page cache then
 * emptied by the caller) when a new build replaces it, checked at most once a second.
 */
import { readFileSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { parseShell, type ShellParts } from "./shell-parse.ts";

/** The parsed template and the file's mtime (ms). */
export interface Template {
  raw: string;
  parts: ShellParts;
  mtimeMs: number;
}

/** How often (ms) index.html's mtime is checked for a new web build. */
const TEMPLATE_CHECK_INTERVAL_MS = 1000;

/** Reads and parses `indexPath`; null when it does not exist. */
function loadTemplate(indexPath: string): Template | null {
  try {
    const mtimeMs = statSync(indexPath).mtimeMs;
    const raw = readFileSync(indexPath, "utf8");
    return { raw, parts: parseShell(raw), mtimeMs };
  } catch {
    return null;
  }
}

/** The template of `webDistDir` (index.html); `onReload` runs when a new build replaced it. */
export class ShellTemplate {
  private template: Template | null;
  private lastCheck = Date.now();
  private readonly indexPath: string;

  constructor(
    webDistDir: string,
    private readonly onReload: () => void,
  ) {
    this.indexPath = join(webDistDir, "index.html");
    this.template = loadTemplate(this.indexPath);
  }

  /** True when index.html was found at start. */
  get present(): boolean {
    return this.template !== null;
  }

  /** The template, re-read when index.html's mtime changed; null without a web build. */
  async current(): Promise<Template | null> {
    if (!this.template || Date.now() - this.lastCheck < TEMPLATE_CHECK_INTERVAL_MS) return this.template;
    this.lastCheck = Date.now();
    try {
      const { mtimeMs } = await stat(this.indexPath);
      if (mtimeMs !== this.template.mtimeMs) {
        const fresh = loadTemplate(this.indexPath);
        if (fresh) {
          this.template = fresh;
          this.onReload();
        }
      }
    } catch {
      // A rebuild in progress may remove the file for a moment: keep serving the last good one.
    }
    return this.template;
  }
}
