/**
 * Insurance at scale: the demo insurers and plans (seedInsurance: plans, exclusions, the seeded labs'
 * networks) and every other lab in the networks of the plans demoNetworkPlans gives its place in
 * slug order (1–4 plans a lab), so a plan's network spans hundreds of labs as a national insurer's
 * would and `bench:scale` can compare a basket for an insured patient.
 */
import type { PrismaClient } from "./generated/prisma/client.ts";
import { seedInsurance } from "./seed-insurance.ts";
import type { ScaleSql } from "./seed-scale-sql.ts";

/** Seeds the plans and the networks (adds nothing that is there); logs the plan and network counts. */
export async function addInsuranceNetworks(
  prisma: PrismaClient,
  sql: ScaleSql,
  log: (line: string) => void,
): Promise<void> {
  await seedInsurance(prisma);
  // demoNetworkPlans(i, n) in SQL: 1 + i % 4 plans, the k-th at (5i + 3k) mod n in slug order.
  await sql.exec(`
    WITH l AS (SELECT id, row_number() OVER (ORDER BY slug) - 1 AS i FROM labs
               WHERE active AND NOT EXISTS (SELECT 1 FROM lab_plan_networks n WHERE n.lab_id = labs.id)),
         p AS (SELECT id, row_number() OVER (ORDER BY slug) - 1 AS j, count(*) OVER () AS n FROM insurance_plans)
    INSERT INTO lab_plan_networks (lab_id, plan_id)
    SELECT l.id, p.id FROM l CROSS JOIN generate_series(0, 3) AS k
    JOIN p ON p.j = (5 * l.i + 3 * k) % p.n
    WHERE k <= l.i % 4
    ON CONFLICT DO NOTHING`);
  const plans = await sql.count(`SELECT count(*) AS n FROM insurance_plans`);
  const networks = await sql.count(`SELECT count(*) AS n FROM lab_plan_networks`);
  log(`Insurance: ${plans} plans, ${networks.toLocaleString("en")} lab networks.`);
}
