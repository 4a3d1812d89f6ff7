/**
 * What the hostile bench (bench/hostile.ts) needs on a fresh server, through its public API: a
 * signed-up patient, the admin signed in, a test, and a confirmed booking of that test for the
 * patient (booked at the first free slot from tomorrow, confirmed as admin) for the lab's upload.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { addDays, todayInDubai } from "@labcompare/domain";
import { trpcGet } from "./routes.ts";

export interface HostileWorld {
  patientCookie: string;
  adminCookie: string;
  /** A catalogue test's id (the patient's past results name it; the booking is of it). */
  testId: string;
  /** The confirmed booking's reference ("LC-…"). */
  reference: string;
}

interface TrpcAnswer<T> {
  result?: { data: { json: T } };
  error?: { json: { message: string } };
}

/** A tRPC call (GET for a query, POST for a mutation) with superjson `{ json }` input; throws unless 200. */
async function trpc<T>(
  baseUrl: string,
  publicUrl: string,
  path: string,
  input: unknown,
  opts: { cookie?: string; mutation?: boolean } = {},
) {
  const headers: Record<string, string> = opts.cookie ? { cookie: opts.cookie } : {};
  const res = opts.mutation
    ? await fetch(`${baseUrl}/trpc/${path}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", origin: publicUrl },
        body: JSON.stringify({ json: input }),
        signal: AbortSignal.timeout(30_000),
      })
    : await fetch(`${baseUrl}${trpcGet(path, input)}`, { headers, signal: AbortSignal.timeout(30_000) });
  const answer = (await res.json()) as TrpcAnswer<T>;
  if (res.status !== 200 || !answer.result)
    throw new Error(
      `${path} answered ${res.status}: ${answer.error?.json.message ?? JSON.stringify(answer).slice(0, 300)}`,
    );
  return {
    data: answer.result.data.json,
    cookie: /labcompare_session=[a-z0-9]+/.exec(res.headers.get("set-cookie") ?? "")?.[0],
  };
}

/** The first lab-visit slot of `labId` for `testId` from tomorrow on (two weeks at most). */
async function firstFreeSlot(
  call: typeof trpc,
  baseUrl: string,
  publicUrl: string,
  labId: string,
  testId: string,
) {
  const from = addDays(todayInDubai(), 1);
  const { data: availability } = await call<{ days: { date: string; bookable: number }[] }>(
    baseUrl,
    publicUrl,
    "booking.availability",
    { labId, from, days: 14 },
  );
  for (const day of availability.days.filter((d) => d.bookable > 0)) {
    const { data } = await call<{ slots: { time: string; bookable: boolean }[] }>(
      baseUrl,
      publicUrl,
      "booking.slots",
      { labId, date: day.date, testIds: [testId] },
    );
    const slot = data.slots.find((s) => s.bookable);
    if (slot) return { date: day.date, time: slot.time };
  }
  throw new Error(`lab ${labId} has no free lab-visit slot in the next two weeks`);
}

/** Signs up the patient and signs in the admin, then books and confirms one booking. */
export async function setUpWorld(
  baseUrl: string,
  publicUrl: string,
  admin: { email: string; password: string },
): Promise<HostileWorld> {
  const email = `hostile-${randomBytes(4).toString("hex")}@example.com`;
  const signUp = await trpc<unknown>(
    baseUrl,
    publicUrl,
    "auth.signUp",
    { email, password: `Hostile ${randomBytes(12).toString("hex")} pass!` },
    { mutation: true },
  );
  const signIn = await trpc<unknown>(baseUrl, publicUrl, "auth.signIn", admin, { mutation: true });
  if (!signUp.cookie || !signIn.cookie) throw new Error("sign-up or sign-in set no session cookie");
  const patientCookie = signUp.cookie;
  const adminCookie = signIn.cookie;

  const { data: search } = await trpc<{ items: { id: string }[] }>(baseUrl, publicUrl, "catalog.search", {
    q: "vitamin d",
    page: 1,
  });
  const testId = search.items[0]?.id;
  if (!testId) throw new Error('catalog.search "vitamin d" found nothing');
  const { data: test } = await trpc<{ offers: { lab: { id: string } }[] }>(
    baseUrl,
    publicUrl,
    "catalog.tests.byId",
    { id: testId },
  );
  const labId = test.offers[0]?.lab.id;
  if (!labId) throw new Error(`test ${testId} has no offer`);
  const slot = await firstFreeSlot(trpc, baseUrl, publicUrl, labId, testId);

  const { data: booking } = await trpc<{ id: string; reference: string; status: string }>(
    baseUrl,
    publicUrl,
    "booking.create",
    {
      testIds: [testId],
      labId,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      patientName: "Hostile Bench",
      patientEmail: email,
      patientPhone: "+971501234567",
      collectionMode: "lab_visit",
      idempotencyKey: randomUUID(),
    },
    { cookie: patientCookie, mutation: true },
  );
  if (booking.status === "pending") {
    await trpc(
      baseUrl,
      publicUrl,
      "admin.bookings.updateStatus",
      { id: booking.id, status: "confirmed" },
      { cookie: adminCookie, mutation: true },
    );
  }
  return { patientCookie, adminCookie, testId, reference: booking.reference };
}
