/**
 * Where images shown on the site may come from: this site (a path such as "/images/a.png"), or an
 * https host listed in IMAGE_HOSTS. The Content-Security-Policy's img-src allows exactly these, so
 * an image URL from anywhere else would be saved but never shown: it is refused when saved.
 */
import { AppError } from "./app-error.ts";
import { messages } from "@labcompare/validators";

/**
 * Throws BAD_REQUEST (messages.admin.imageHostNotAllowed) unless `url` is empty, a same-site path,
 * or an https URL on one of `hosts` (lower-case host names, optionally with a port).
 */
export function assertImageHost(url: string | null | undefined, hosts: readonly string[]): void {
  if (!url) return;
  if (url.startsWith("/") && !url.startsWith("//")) return;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError("BAD_REQUEST", messages.validation.urlInvalid);
  }
  if (parsed.protocol === "https:" && hosts.includes(parsed.host.toLowerCase())) return;
  throw new AppError("BAD_REQUEST", messages.admin.imageHostNotAllowed(hosts));
}
