import { openDatabase } from "@labcompare/db";
import { getTest } from "./src/routers/catalog/catalog.service.ts";
const db = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/test", schema: "micro_x" });
const p = db.prisma;
const t = await p.test.findFirst({ where: { offers: { some: {} } }, orderBy: { offerCount: "desc" }, select: { slug: true, id: true } });
async function time(name: string, fn: () => Promise<unknown>, n = 2000) {
  for (let i = 0; i < 300; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0); const tt = performance.now() - t0;
  console.log(name.padEnd(30), "cpu µs/op", ((c.user + c.system) / n).toFixed(0), "wall µs/op", (tt * 1000 / n).toFixed(0));
}
const sql = `SELECT t.id, t.slug, t.name, t.description, t.preparation_instructions, t.result_time, t.loinc_code, t.sample_type::text, t.fasting_hours, t.synonyms, t.is_panel,
  (SELECT json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'icon', c.icon) FROM test_categories c WHERE c.id = t.category_id) AS category,
  (SELECT coalesce(json_agg(json_build_object('id', k.id, 'name', k.name, 'slug', k.slug) ORDER BY k.name), '[]') FROM panel_components pc JOIN tests k ON k.id = pc.component_id WHERE pc.panel_id = t.id) AS components,
  (SELECT coalesce(json_agg(json_build_object('id', o.id, 'priceAed', o.price_aed, 'originalPriceAed', o.original_price_aed, 'homeCollectionFeeAed', o.home_collection_fee_aed, 'turnaroundHours', o.turnaround_hours,
     'lab', json_build_object('id', l.id, 'name', l.name, 'slug', l.slug, 'emirate', l.emirate, 'area', l.area, 'address', l.address, 'phone', l.phone, 'accreditation', l.accreditation, 'homeCollection', l.home_collection, 'weeklyHours', l.weekly_hours, 'serviceEmirates', l.service_emirates, 'latitude', l.latitude, 'longitude', l.longitude))
     ORDER BY o.price_aed, o.turnaround_hours), '[]') FROM lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active WHERE o.test_id = t.id AND o.active) AS offers
  FROM tests t WHERE t.slug = $1 AND t.active LIMIT 1`;
try { await db.sql.query(sql, [t!.slug]); } catch (e) { console.log(String(e)); }
await time("getTest (prisma relationJoins)", () => getTest(p, t!.slug));
await time("prisma findFirst only", () => p.test.findFirst({ where: { slug: t!.slug }, select: { id: true, offers: { select: { id: true, priceAed: true, lab: { select: { id: true, name: true, weeklyHours: true } } } } } }));
await time("$queryRawUnsafe json", () => p.$queryRawUnsafe(sql, t!.slug));
await time("pg pool json", () => db.sql.query(sql, [t!.slug]));
await db.close();
