/**
 * Booking for a family member, on a real database: the person recorded on the booking (the patient
 * name theirs), the report of a lab upload belonging to the booking's person, and account deletion
 * (the anonymised bookings lose date of birth and sex; members and their results are deleted).
 */
import { describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { createPostgresFileStore } from "../src/files/postgres-file-store.ts";
import { uploadReport } from "../src/results/upload.service.ts";
import { CHILD } from "./family-people.ts";
import { bookingDay, bookingInput, expectFailure, failure, reasonOf, seededWorldForFile } from "./helpers.ts";

const { world, fx } = seededWorldForFile();

const CSV = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n,Haemoglobin,11.2,g/dL,11.5,15.5,,L\n";
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
