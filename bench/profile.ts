/**
 * Where the project's CPU goes on one route (BENCH_PROFILE=1): a V8 CPU profile (`node --cpu-prof`)
 * of the server, cut to the measured run's time window, with each sample put in a category by the
 * code it runs: an npm package (by its node_modules path; WebAssembly and V8 built-ins count for the
 * package that called them), the project's own bundle, Node's internals, the garbage collector.
 *
 * - self: the share of busy samples whose running code is in the category;
 * - inclusive: the share of busy samples with the category anywhere on the stack (what the time
 *   spent inside, say, superjson or Prisma costs, callees included), for npm packages, the project's
 *   code and GC (Node's modules are at the root of most stacks). Idle samples are left out.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Busy (non-idle) milliseconds in the window. */
  busyMs: number;
  self: [string, number][];
  inclusive: [string, number][];
}

/** The category of a frame by its URL, or null for frames without one (V8 built-ins, natives). */
function frameCategory(frame: ProfileNode["callFrame"]): string | null {
  const { url, functionName } = frame;
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(program)") return "(program: native, outside JS)";
  if (functionName === "(idle)") return "(idle)";
  if (!url) return null;
  const nm = url.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const parts = url.slice(nm + "/node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  // Node's own modules by folder: node:internal/webstreams, node:internal/streams, node:zlib, …
  if (url.startsWith("node:")) return url.split("/").slice(0, 2).join("/");
  if (url.startsWith("wasm://")) return null;
  if (url.includes("/apps/server/dist/server.mjs")) return "project code (server.mjs)";
  return url.replace(/^file:\/\//, "");
}

/**
 * Summarises `file` over the samples between `fromEndMs` and `toEndMs` milliseconds before the
 * profile's end (the measured run, located from the end: the process exits just after it).
 */
export function summarizeProfile(
  file: string,
  window: { fromEndMs: number; toEndMs: number },
  top = 12,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  // Per node: its self category (nearest frame with a category, itself or an ancestor) and the set
  // of categories on its stack.
  const selfOf = new Map<number, string>();
  const stackOf = new Map<number, Set<string>>();
  const resolve = (id: number): void => {
    if (selfOf.has(id)) return;
    const node = byId.get(id)!;
    const up = parent.get(id);
    if (up !== undefined) resolve(up);
    const own = frameCategory(node.callFrame);
    const wasm = node.callFrame.url.startsWith("wasm://");
    const inherited = up !== undefined ? selfOf.get(up)! : "(root)";
    const self = own ?? (wasm ? `${inherited} (wasm)`.replace(" (wasm) (wasm)", " (wasm)") : inherited);
    selfOf.set(id, self);
    const stack = new Set(up !== undefined ? stackOf.get(up) : []);
    if (own) stack.add(own);
    stackOf.set(id, stack);
  };

  const end = profile.endTime;
  const from = end - window.fromEndMs * 1000;
  const to = end - window.toEndMs * 1000;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const id = profile.samples[i]!;
    resolve(id);
    const category = selfOf.get(id)!;
    if (category === "(idle)") continue;
    const dt = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]!;
    busy += dt;
    self.set(category, (self.get(category) ?? 0) + dt);
    for (const c of stackOf.get(id)!) inclusive.set(c, (inclusive.get(c) ?? 0) + dt);
  }
  const share = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([k, v]) => [k, v / Math.max(1, busy)] as [string, number])
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
  for (const key of [...inclusive.keys()])
    if (key.startsWith("node:") || key === "(root)") inclusive.delete(key);
  return { busyMs: busy / 1000, self: share(self), inclusive: share(inclusive) };
}
