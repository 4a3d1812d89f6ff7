/**
 * True when any string in `value` (keys included, any depth) contains U+0000. Each object is visited
 * once: superjson inputs may share or cycle references (`referentialEqualities`), and a walk of every
 * path through them would never end. The body limit bounds the
 * number of objects, so the walk is linear in the request's size.
 */
export function containsNul(value: unknown): boolean {
  // Iterative, so a deeply nested input cannot overflow the stack.
  const seen = new WeakSet<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
      continue;
    }
    if (item === null || typeof item !== "object" || seen.has(item)) continue;
    seen.add(item);
    for (const [key, child] of Object.entries(item)) {
      if (key.includes("\u0000")) return true;
      pending.push(child);
    }
  }
  return false;
}
