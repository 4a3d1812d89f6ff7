/**
 * Booking clients for the crash test: each books, sometimes cancels or reschedules, over real HTTP,
 * remembering every answer; a request that gets no answer (the server was killed, or was down) is
 * sent again with the same body — the same idempotency key — until it is answered. A 503 ("try again
 * in a moment": the database stayed busy past its deadline) is not an answer either: the client
 * waits as Retry-After says and sends it again, as a browser's retry would.
 */
import { randomUUID } from "node:crypto";
import superjson from "superjson";

export interface Answer {
  status: number;
  body: unknown;
  /** Deserialized result data when the call succeeded. */
  data?: Record<string, unknown>;
  /** tRPC error data (code, reason) when it failed. */
  error?: { message?: string; data?: { code?: string; reason?: string | null } };
}

export interface Operation {
  client: number;
  kind: "create" | "cancel" | "reschedule";
  procedure: string;
  input: Record<string, unknown>;
  /** Attempts that got no answer. */
  unanswered: number;
  /** Attempts answered 503 (busy, try again), sent again. */
  busy?: number;
  /** Was this operation in flight when the server was killed? */
  inFlightAtKill: boolean;
  answer?: Answer;
}

export interface SlotChoice {
  date: string;
  time: string;
}

export interface ClientPlan {
  /** Base URL, read for every attempt (the restarted server listens on the same one). */
  url: () => string;
  cookie: string;
  labId: string;
  testIds: string[];
  /** Slots this client books, in order (distinct); reschedules go to `rescheduleSlots`. */
  slots: SlotChoice[];
  rescheduleSlots: SlotChoice[];
  client: number;
  email: string;
}

export interface Tracker {
  inFlight: Set<Operation>;
  operations: Operation[];
  acknowledgedCreates: number;
  /** Time after which a client gives up on an operation. */
  deadline: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `op` until it is answered (any HTTP status but 503). */
export async function untilAnswered(op: Operation, plan: ClientPlan, tracker: Tracker): Promise<Answer> {
  const body = JSON.stringify(superjson.serialize(op.input));
  for (let attempt = 0; ; attempt++) {
    if (Date.now() > tracker.deadline)
      throw new Error(
        `client ${op.client}: ${op.procedure} got no answer before the deadline (${op.unanswered} attempts)`,
      );
    tracker.inFlight.add(op);
    try {
      const res = await fetch(`${plan.url()}/trpc/${op.procedure}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: plan.cookie },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      tracker.inFlight.delete(op);
      if (res.status === 503) {
        op.busy = (op.busy ?? 0) + 1;
        const retryAfterMs = 1000 * Math.min(5, Number(res.headers.get("retry-after")) || 1);
        await sleep(retryAfterMs + Math.floor(Math.random() * 500));
        continue;
      }
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // kept as text: the check reports it
      }
      const answer: Answer = { status: res.status, body: parsed };
      const result = (parsed as { result?: { data?: unknown } })?.result?.data;
      if (result !== undefined) answer.data = superjson.deserialize(result as never);
      const error = (parsed as { error?: { json?: unknown } })?.error?.json;
      if (error) answer.error = error;
      op.answer = answer;
      return answer;
    } catch {
      tracker.inFlight.delete(op);
      op.unanswered++;
      // Down or killed: try again soon, with a little jitter so 200 clients do not arrive at once.
      await sleep(100 + Math.floor(Math.random() * 200) + Math.min(attempt, 10) * 50);
    }
  }
}

/**
 * One client's run: for each slot, book it (a fresh idempotency key), then cancel every 4th booking
 * and reschedule every 5th (by position), each operation retried until answered.
 */
export async function runClient(plan: ClientPlan, tracker: Tracker): Promise<void> {
  for (const [j, slot] of plan.slots.entries()) {
    const create: Operation = {
      client: plan.client,
      kind: "create",
      procedure: "booking.create",
      input: {
        testIds: j % 3 === 2 ? plan.testIds.slice(0, 2) : plan.testIds.slice(0, 1),
        labId: plan.labId,
        scheduledDate: slot.date,
        scheduledTime: slot.time,
        patientName: `Crash Client ${plan.client}`,
        patientEmail: plan.email,
        idempotencyKey: randomUUID(),
      },
      unanswered: 0,
      inFlightAtKill: false,
    };
    tracker.operations.push(create);
    const created = await untilAnswered(create, plan, tracker);
    if (created.status !== 200 || typeof created.data?.id !== "string") continue;
    tracker.acknowledgedCreates++;
    const id = created.data.id;
    const n = plan.client + j;
    if (n % 5 === 1) {
      const to = plan.rescheduleSlots[j]!;
      const reschedule: Operation = {
        client: plan.client,
        kind: "reschedule",
        procedure: "booking.reschedule",
        input: { id, scheduledDate: to.date, scheduledTime: to.time },
        unanswered: 0,
        inFlightAtKill: false,
      };
      tracker.operations.push(reschedule);
      await untilAnswered(reschedule, plan, tracker);
    }
    if (n % 4 === 0) {
      const cancel: Operation = {
        client: plan.client,
        kind: "cancel",
        procedure: "booking.cancel",
        input: { id, reason: "crash test" },
        unanswered: 0,
        inFlightAtKill: false,
      };
      tracker.operations.push(cancel);
      await untilAnswered(cancel, plan, tracker);
    }
  }
}
