/**
 * Whom a test is for, on a real database: the profile's date of birth and sex, family members
 * (profile.family.*: the limit of 10, an adult's consent, archived when they have bookings), booking
 * for a member (the person recorded on the booking, the patient name theirs), the report of a lab
 * upload belonging to the booking's person, and account deletion (the anonymised bookings lose date
 * of birth and sex; members and their results are deleted).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { createPostgresFileStore } from "../src/files/postgres-file-store.ts";
import { uploadReport } from "../src/results/upload.service.ts";
import {
  bookingDay,
  bookingInput,
  createSeededWorld,
  expectFailure,
  failure,
  issueMessages,
  reasonOf,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";

let world: TestWorld, fx: Fixture;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
});
afterAll(() => world.close());

/** A date of birth `years` years before today (Asia/Dubai), less `days` days. */
const bornYearsAgo = (years: number, days = 0) => {
  const today = todayInDubai();
  const date = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return addDays(date.endsWith("02-29") ? date.replace("02-29", "02-28") : date, -days);
};

const CHILD = {
  name: "Layla Rahman",
  dateOfBirth: bornYearsAgo(7),
  sex: "female",
  relation: "child",
} as const;
const PARENT = {
  name: "Omar Rahman",
  dateOfBirth: bornYearsAgo(68),
  sex: "male",
  relation: "parent",
} as const;

const CSV = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n,Haemoglobin,11.2,g/dL,11.5,15.5,,L\n";

describe("profile date of birth and sex", () => {
  it("saves and returns them; absent leaves them as they are; a future date or an age over 120 is refused", async () => {
    const { caller } = await world.signedIn("profile-dob@example.com");
    expect(await caller.profile.get()).toMatchObject({ dateOfBirth: null, sex: null });
    await caller.profile.update({
      firstName: "Aisha",
      lastName: null,
      phone: null,
      dateOfBirth: "1990-05-01",
      sex: "female",
    });
    await caller.profile.update({ firstName: "Aisha", lastName: "Rahman", phone: null });
    expect(await caller.profile.get()).toMatchObject({
      lastName: "Rahman",
      dateOfBirth: "1990-05-01",
      sex: "female",
    });

    const tomorrow = addDays(todayInDubai(), 1);
    const future = await failure(
      caller.profile.update({ firstName: "A", lastName: null, phone: null, dateOfBirth: tomorrow }),
    );
    expect(issueMessages(future)).toEqual([messages.family.dateOfBirthInFuture]);
    const tooOld = await failure(
      caller.profile.update({ firstName: "A", lastName: null, phone: null, dateOfBirth: bornYearsAgo(121) }),
    );
    expect(issueMessages(tooOld)).toEqual([messages.family.dateOfBirthTooEarly]);
    await caller.profile.update({
      firstName: "A",
      lastName: null,
      phone: null,
      dateOfBirth: bornYearsAgo(120),
    });
    expect((await caller.profile.get()).dateOfBirth).toBe(bornYearsAgo(120));
  });
});

describe("profile.family", () => {
  it("adds, lists, updates and removes the caller's members; another account's member is NOT_FOUND", async () => {
    const { caller } = await world.signedIn("family-crud@example.com");
    const other = await world.signedIn("family-other@example.com");
    const child = await caller.profile.family.add(CHILD);
    expect(child).toMatchObject({ ...CHILD, consentAt: null, archivedAt: null });
    expect(await caller.profile.family.list()).toEqual([child]);
    expect(await other.caller.profile.family.list()).toEqual([]);

    const renamed = await caller.profile.family.update({ ...CHILD, id: child.id, name: "Layla R." });
    expect(renamed.name).toBe("Layla R.");
    for (const call of [
      () => other.caller.profile.family.update({ ...CHILD, id: child.id }),
      () => other.caller.profile.family.remove({ id: child.id }),
    ])
      await expectFailure(call(), "NOT_FOUND", messages.family.notFound);

    expect(await caller.profile.family.remove({ id: child.id })).toEqual({ archived: false });
    expect(await caller.profile.family.list()).toEqual([]);
    await expectFailure(
      caller.profile.family.remove({ id: child.id }),
      "NOT_FOUND",
      messages.family.notFound,
    );
  });

  it("refuses an adult without the holder's confirmation of their permission, and keeps when it was given", async () => {
    const { caller, userId } = await world.signedIn("family-consent@example.com");
    const refused = await failure(caller.profile.family.add(PARENT));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: messages.family.consentRequired });
    expect(reasonOf(refused)).toBe("CONSENT_REQUIRED");
    expect(await world.db.prisma.familyMember.count({ where: { userId } })).toBe(0);
    // 18 today is an adult; 18 tomorrow is not yet.
    await expectFailure(
      caller.profile.family.add({ ...CHILD, dateOfBirth: bornYearsAgo(18) }),
      "BAD_REQUEST",
      messages.family.consentRequired,
    );
    expect(
      (await caller.profile.family.add({ ...CHILD, dateOfBirth: bornYearsAgo(18, -1) })).consentAt,
    ).toBeNull();

    const parent = await caller.profile.family.add({ ...PARENT, consent: true });
    expect(parent.consentAt).toBeInstanceOf(Date);
    // The confirmation stays with the member: an edit need not repeat it.
    const edited = await caller.profile.family.update({ ...PARENT, id: parent.id, name: "Omar R." });
    expect(edited.consentAt).toEqual(parent.consentAt);
    // A child edited into an adult needs it.
    const child = (await caller.profile.family.list()).find((m) => m.relation === "child")!;
    await expectFailure(
      caller.profile.family.update({ ...CHILD, id: child.id, dateOfBirth: bornYearsAgo(30) }),
      "BAD_REQUEST",
      messages.family.consentRequired,
    );
  });

  it("keeps at most 10 active members per account, with a clear message", async () => {
    const { caller } = await world.signedIn("family-limit@example.com");
    const added = [];
    for (let i = 1; i <= 10; i++)
      added.push(await caller.profile.family.add({ ...CHILD, name: `Child ${i}` }));
    const refused = await failure(caller.profile.family.add({ ...CHILD, name: "Child 11" }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: messages.family.tooMany });
    expect(reasonOf(refused)).toBe("FAMILY_LIMIT");
    await caller.profile.family.remove({ id: added[0]!.id });
    expect((await caller.profile.family.add({ ...CHILD, name: "Child 11" })).name).toBe("Child 11");
  });

  it("validates every field with its message", async () => {
    const { caller } = await world.signedIn("family-validate@example.com");
    const error = await failure(
      caller.profile.family.add({
        name: " ",
        dateOfBirth: "2999-01-01",
        sex: "x",
        relation: "self",
      } as never),
    );
    expect(issueMessages(error).sort()).toEqual(
      [
        messages.family.nameRequired,
        messages.family.dateOfBirthInFuture,
        messages.family.sexRequired,
        messages.family.relationRequired,
      ].sort(),
    );
  });
});

/** The booking row's person columns. */
const bookedPerson = (id: string) =>
  world.db.prisma.booking.findUniqueOrThrow({
    where: { id },
    select: {
      patientName: true,
      familyMemberId: true,
      personRelation: true,
      personDateOfBirth: true,
      personSex: true,
    },
  });

describe("booking.create for a person", () => {
  it("books for the holder by default: the profile's date of birth and sex, or the form's saved to the profile", async () => {
    const { caller } = await world.signedIn("book-me@example.com");
    const first = await caller.booking.create(
      bookingInput(fx, bookingDay(), { dateOfBirth: "1988-02-03", sex: "undisclosed" }),
    );
    expect(first).toMatchObject({
      patientName: "Aisha Rahman",
      familyMemberId: null,
      personRelation: "self",
      personDateOfBirth: "1988-02-03",
      personSex: "undisclosed",
    });
    expect(await caller.profile.get()).toMatchObject({ dateOfBirth: "1988-02-03", sex: "undisclosed" });
    // Later bookings take them from the profile.
    const second = await caller.booking.create(bookingInput(fx, bookingDay(), { scheduledTime: "11:00" }));
    expect(second).toMatchObject({ personDateOfBirth: "1988-02-03", personSex: "undisclosed" });
  });

  it("books for a member: their name, relation, date of birth and sex on the booking and in the email; the profile keeps the holder's", async () => {
    const { caller, userId } = await world.signedIn("book-child@example.com");
    const child = await caller.profile.family.add(CHILD);
    const booking = await caller.booking.create(
      bookingInput(fx, bookingDay(), { familyMemberId: child.id, patientName: "Mother Name" }),
    );
    expect(await bookedPerson(booking.id)).toEqual({
      patientName: CHILD.name,
      familyMemberId: child.id,
      personRelation: "child",
      personDateOfBirth: new Date(`${CHILD.dateOfBirth}T00:00:00Z`),
      personSex: "female",
    });
    expect((await caller.profile.get()).firstName).toBeNull();
    const email = await world.db.prisma.notification.findFirstOrThrow({
      where: { bookingId: booking.id, template: { in: ["booking_created", "booking_confirmed"] } },
      select: { data: true },
    });
    expect(email.data).toMatchObject({ person: { name: CHILD.name, relation: "child" } });
    // The dashboard's list says whom each booking is for.
    const mine = await caller.booking.listMine();
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({
      patientName: CHILD.name,
      personRelation: "child",
    });
    expect(await world.db.prisma.familyMember.count({ where: { userId } })).toBe(1);

    // The console: the list, the day view and the CSV say whom it is for.
    const admin = (await world.signedIn("family-console@example.com", { admin: true })).caller;
    const listed = await admin.admin.bookings.list({ page: 1, q: booking.reference });
    expect(listed.items[0]).toMatchObject({
      personRelation: "child",
      personDateOfBirth: CHILD.dateOfBirth,
      personSex: "female",
    });
    const day = await admin.admin.bookings.dayView({
      labId: fx.dubaiLabId,
      date: bookingDay(),
      collectionMode: "lab_visit",
    });
    const slot = day.slots.find((s) => s.time === "10:00")!;
    expect(slot.bookings.find((b) => b.id === booking.id)).toMatchObject({
      patientName: CHILD.name,
      personRelation: "child",
      personDateOfBirth: CHILD.dateOfBirth,
      personSex: "female",
    });
    const { csv } = await admin.admin.bookings.exportCsv({ q: booking.reference });
    expect(csv.trim().split("\r\n")[1]!.endsWith(`,Child,${CHILD.dateOfBirth},Female`)).toBe(true);
  });

  it("NOT_FOUND for another account's member or an archived one; a member with bookings is archived, not deleted", async () => {
    const { caller } = await world.signedIn("book-guard@example.com");
    const other = await world.signedIn("book-guard-other@example.com");
    const theirs = await other.caller.profile.family.add(CHILD);
    await expectFailure(
      caller.booking.create(bookingInput(fx, bookingDay(), { familyMemberId: theirs.id })),
      "NOT_FOUND",
      messages.family.personNotFound,
    );
    const mine = await caller.profile.family.add(CHILD);
    const booking = await caller.booking.create(
      bookingInput(fx, bookingDay(), { familyMemberId: mine.id, scheduledTime: "12:00" }),
    );
    expect(await caller.profile.family.remove({ id: mine.id })).toEqual({ archived: true });
    const [archived] = await caller.profile.family.list();
    expect(archived).toMatchObject({ id: mine.id, archivedAt: expect.any(Date) });
    expect((await bookedPerson(booking.id)).familyMemberId).toBe(mine.id);
    await expectFailure(
      caller.booking.create(
        bookingInput(fx, bookingDay(), { familyMemberId: mine.id, scheduledTime: "13:00" }),
      ),
      "NOT_FOUND",
      messages.family.personNotFound,
    );
    await expectFailure(
      caller.profile.family.update({ ...CHILD, id: mine.id }),
      "NOT_FOUND",
      messages.family.notFound,
    );
  });

  it("an idempotent retry for a member returns the first booking; the same key for another person is refused", async () => {
    const { caller } = await world.signedIn("book-idem@example.com");
    const child = await caller.profile.family.add(CHILD);
    const input = bookingInput(fx, bookingDay(), {
      familyMemberId: child.id,
      scheduledTime: "14:00",
      idempotencyKey: crypto.randomUUID(),
    });
    const first = await caller.booking.create(input);
    expect((await caller.booking.create(input)).id).toBe(first.id);
    const other = await failure(caller.booking.create({ ...input, familyMemberId: undefined }));
    expect(reasonOf(other)).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("a lab upload and account deletion", () => {
  it("files the report under the booking's person, and deletion clears the bookings' date of birth and sex and deletes members and results", async () => {
    const { caller, userId } = await world.signedIn("family-delete@example.com");
    const child = await caller.profile.family.add(CHILD);
    const booking = await caller.booking.create(
      bookingInput(fx, bookingDay(), { familyMemberId: child.id, scheduledTime: "15:00" }),
    );
    await world.db.prisma.booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    const admin = await world.signedIn("family-admin@example.com", { admin: true });
    const report = await uploadReport(world.db.prisma, createPostgresFileStore(world.db.prisma), {
      reference: booking.reference,
      actor: { id: admin.userId, isAdmin: true, staffLabIds: [] },
      observationsCsv: CSV,
      note: null,
    });
    const row = await world.db.prisma.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(row).toMatchObject({ userId, familyMemberId: child.id });
    expect(await caller.results.list()).toEqual([]);
    expect((await caller.results.list({ personId: child.id })).map((r) => r.id)).toEqual([report.id]);

    // The data export holds the members, and their results with the holder's.
    const exported = await caller.profile.export();
    expect(exported.familyMembers.map((m) => m.id)).toEqual([child.id]);
    expect(exported.results.map((r) => r.id)).toEqual([report.id]);

    await caller.profile.deleteAccount({ password: "correct horse battery" });
    expect(await bookedPerson(booking.id)).toEqual({
      patientName: "Deleted account",
      familyMemberId: null,
      personRelation: "child",
      personDateOfBirth: null,
      personSex: null,
    });
    expect(await world.db.prisma.familyMember.count({ where: { id: child.id } })).toBe(0);
    expect(await world.db.prisma.report.count({ where: { id: report.id } })).toBe(0);
    expect(await world.db.prisma.observation.count({ where: { reportId: report.id } })).toBe(0);
  });
});
