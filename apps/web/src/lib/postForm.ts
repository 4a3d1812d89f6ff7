/**
 * One way to send a multipart form to the site's upload routes (results files): POST with the
 * session cookie, the JSON answer read whatever the status. Output: { ok, status, answer } where a
 * refusal's answer is `{ error, messageKey?, params?, field? }` (localizeErrorBody shows it). Throws on a network failure (the caller shows errorMessage).
 */
export async function postForm<T extends object>(
  url: string,
  body: FormData,
): Promise<{
  ok: boolean;
  status: number;
  answer: Partial<T> & { error?: string; field?: string } & Record<string, unknown>;
}> {
  const res = await fetch(url, { method: "POST", body, credentials: "same-origin" });
  const answer = (await res.json().catch(() => ({}))) as Partial<T> & {
    error?: string;
    field?: string;
  } & Record<string, unknown>;
  return { ok: res.ok, status: res.status, answer };
}
