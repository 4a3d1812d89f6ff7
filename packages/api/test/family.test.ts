/**
 * Whom a test is for, on a real database: the profile's date of birth and sex, and family members
 * (profile.family.*: the limit of 10, an adult's consent, archived when they have bookings). Booking
 * for a member, its report and account deletion: family-booking.test.ts.
 */
import { describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { bornYearsAgo, CHILD, PARENT } from "./family-people.ts";
import { expectFailure, failure, issueMessages, reasonOf, seededWorldForFile } from "./helpers.ts";

const { world } = seededWorldForFile();

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
