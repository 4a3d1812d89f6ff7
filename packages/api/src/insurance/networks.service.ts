/**
 * Plan networks: which labs accept which plan. Admins set one plan's labs or import
 * "lab_slug,plan_slug" lines (replacing the networks of the plans the file names); lab staff read
 * their labs' networks. Every write is audited and stamps the plan's networkUpdatedAt.
 */
import { transaction, type PrismaClient } from "@labcompare/db";
import { insuranceMessages, messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { normaliseCsvText, readCsvRecords } from "../csv.ts";

const csvMessages = insuranceMessages.networkCsv;
/** Lines a network file may have after its header. */
export const NETWORK_CSV_MAX_LINES = 20_000;

/** The labs in each plan's network, as lab ids by plan id. */
type Networks = Map<string, Set<string>>;

/** Replaces the networks of the plans in `networks` and audits each, in one transaction. */
async function writeNetworks(db: PrismaClient, networks: Networks, actorId: string, now: Date) {
  await transaction(db, async (tx) => {
    for (const [planId, labIds] of networks) {
      const before = await tx.labPlanNetwork.findMany({ where: { planId }, select: { labId: true } });
      await tx.labPlanNetwork.deleteMany({ where: { planId } });
      await tx.labPlanNetwork.createMany({ data: [...labIds].map((labId) => ({ labId, planId })) });
      await tx.insurancePlan.update({
        where: { id: planId },
        data: { networkUpdatedAt: now },
        select: { id: true },
      });
      await recordAudit(tx, actorId, {
        action: "insurancePlan.setNetwork",
        entity: "insurancePlan",
        entityId: planId,
        before: { labIds: before.map((b) => b.labId).sort() },
        after: { labIds: [...labIds].sort() },
      });
    }
  });
}

/**
 * admin.insurance.networks.set: the plan's network becomes exactly `labIds`. Output: { planId, labCount }.
 * Errors: NOT_FOUND "Insurance plan not found" / "Lab not found" for an unknown id.
 */
export async function setPlanNetwork(
  db: PrismaClient,
  input: { planId: string; labIds: string[] },
  actorId: string,
  now: Date = new Date(),
) {
  const labIds = new Set(input.labIds.map((id) => id.toLowerCase()));
  const [plan, labCount] = await Promise.all([
    db.insurancePlan.findUnique({ where: { id: input.planId }, select: { id: true } }),
    db.lab.count({ where: { id: { in: [...labIds] } } }),
  ]);
  if (!plan) throw new AppError("NOT_FOUND", insuranceMessages.planNotFound);
  if (labCount !== labIds.size) throw new AppError("NOT_FOUND", messages.admin.labNotFound);
  await writeNetworks(db, new Map([[plan.id, labIds]]), actorId, now);
  return { planId: plan.id, labCount: labIds.size };
}

/** The networks a file's lines name, or BAD_REQUEST "Line N: reason" at the first bad line. */
async function readNetworkLines(db: PrismaClient, csv: string): Promise<Networks> {
  const { records, tooMany } = readCsvRecords(normaliseCsvText(csv), NETWORK_CSV_MAX_LINES + 1, ",");
  if (tooMany) throw new AppError("BAD_REQUEST", csvMessages.tooManyLines);
  const [header, ...lines] = records;
  const headerText = header?.cells.map((c) => c.trim().toLowerCase()).join(",");
  if (headerText !== "lab_slug,plan_slug") throw new AppError("BAD_REQUEST", csvMessages.header);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", csvMessages.empty);
  const cells = lines.map((l) => l.cells.map((c) => c.trim().toLowerCase()));
  const [labs, plans] = await Promise.all([
    db.lab.findMany({
      where: { slug: { in: cells.map((c) => c[0] ?? "") } },
      select: { id: true, slug: true },
    }),
    db.insurancePlan.findMany({
      where: { slug: { in: cells.map((c) => c[1] ?? "") } },
      select: { id: true, slug: true },
    }),
  ]);
  const labId = new Map(labs.map((l) => [l.slug, l.id]));
  const planId = new Map(plans.map((p) => [p.slug, p.id]));
  const networks: Networks = new Map();
  lines.forEach((line, i) => {
    const [lab = "", plan = ""] = cells[i]!;
    const refuse = (reason: string) => {
      throw new AppError("BAD_REQUEST", csvMessages.line(line.line, reason));
    };
    if (line.unclosedQuote || cells[i]!.length !== 2 || !lab || !plan) refuse(csvMessages.badLine);
    if (!labId.has(lab)) refuse(csvMessages.unknownLab(lab));
    if (!planId.has(plan)) refuse(csvMessages.unknownPlan(plan));
    const labs = networks.get(planId.get(plan)!) ?? new Set<string>();
    labs.add(labId.get(lab)!);
    networks.set(planId.get(plan)!, labs);
  });
  return networks;
}

/**
 * admin.insurance.networks.importCsv: "lab_slug,plan_slug" lines (header on line 1, at most 1 MB and
 * 20,000 lines) replace the networks of every plan the file names, in one transaction; a bad line
 * refuses the whole file with "Line N: reason" and changes nothing. Output: [{ planSlug, labCount }].
 */
export async function importNetworkCsv(
  db: PrismaClient,
  input: { csv: string },
  actorId: string,
  now: Date = new Date(),
) {
  const networks = await readNetworkLines(db, input.csv);
  await writeNetworks(db, networks, actorId, now);
  const plans = await db.insurancePlan.findMany({
    where: { id: { in: [...networks.keys()] } },
    orderBy: { slug: "asc" },
    select: { id: true, slug: true },
  });
  return plans.map((p) => ({ planSlug: p.slug, labCount: networks.get(p.id)!.size }));
}

/**
 * admin.insurance.networks.forLabs: each lab in scope (`labScope` null = every lab) with the plans
 * whose network it is in, by lab name. Read-only, so lab staff may see their labs'.
 * Output: [{ labId, labName, plans: [{ slug, name, insurerName, active }] }].
 */
export async function networksForLabs(db: PrismaClient, labScope: string[] | null) {
  const labs = await db.lab.findMany({
    where: labScope ? { id: { in: labScope } } : {},
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      planNetworks: {
        orderBy: { plan: { slug: "asc" } },
        select: {
          plan: { select: { slug: true, name: true, active: true, insurer: { select: { name: true } } } },
        },
      },
    },
  });
  return labs.map((lab) => ({
    labId: lab.id,
    labName: lab.name,
    plans: lab.planNetworks.map(({ plan }) => ({
      slug: plan.slug,
      name: plan.name,
      insurerName: plan.insurer.name,
      active: plan.active,
    })),
  }));
}
