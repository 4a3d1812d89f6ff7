/**
 * /admin/offers: what each lab charges for each test. Three tabs: a test's offers across labs, a
 * lab's offers (its price list), and the CSV import of a lab's price list (preview, then apply).
 * The chosen tab, test and lab live in the URL (?tab=&test=&lab=) so other screens can link here.
 */
import { useState } from "react";
import { Stack, Tabs } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { AdminModal, PageHeader } from "../components/ui";
import { OfferForm } from "./OfferForm";
import { OffersByLab, OffersByTest } from "./OfferLists";
import type { OfferTarget } from "./offerTypes";
import { PriceListImport } from "./PriceListImport";

type Tab = "test" | "lab" | "import";

/** The offers and price lists screen. */
export default function AdminOffersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab =
    params.get("tab") === "lab" || params.get("tab") === "import"
      ? (params.get("tab") as Tab)
      : params.get("lab") && !params.get("test")
        ? "lab"
        : "test";
  const testId = params.get("test");
  const labId = params.get("lab");
  const [target, setTarget] = useState<OfferTarget | null>(null);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Offers & Price Lists" subtitle="What each lab charges for each test, in AED." />
      <Tabs value={tab} onChange={(v) => set({ tab: v })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="test">By test</Tabs.Tab>
          <Tabs.Tab value="lab">By lab</Tabs.Tab>
          <Tabs.Tab value="import">Import price list</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="test">
          <OffersByTest id={testId} onChange={(id) => set({ test: id })} onEdit={setTarget} />
        </Tabs.Panel>
        <Tabs.Panel value="lab">
          <OffersByLab id={labId} onChange={(id) => set({ lab: id })} onEdit={setTarget} />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <PriceListImport labId={labId} onLab={(id) => set({ lab: id })} />
        </Tabs.Panel>
      </Tabs>

      <AdminModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={
          target && "offer" in target
            ? `Edit offer: ${target.offer.test.name} at ${target.offer.lab.name}`
            : "Add an offer"
        }
        size="lg"
      >
        {target && <OfferForm target={target} onDone={() => setTarget(null)} />}
      </AdminModal>
    </Stack>
  );
}
