/**
 * /admin/seo: two tabs. "General SEO" edits the single site-wide row
 * (prefilled with the defaults while none is saved); "Page SEO" adds per-page entries and lists
 * them by path with a confirmed delete. Forms use the shared zod schemas.
 */
import { useState } from "react";
import { Stack, Tabs } from "@mantine/core";
import { PageHeader } from "../components/ui";
import { GeneralSeo } from "./GeneralSeo";
import { PageSeoSettings } from "./PageSeoSettings";

/** The SEO settings screen. */
export default function AdminSeoPage() {
  const [tab, setTab] = useState<string | null>("general");
  return (
    <Stack gap="lg">
      <PageHeader
        title="SEO Settings"
        subtitle="Search-engine settings for the whole site and for single pages."
      />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general">General SEO</Tabs.Tab>
          <Tabs.Tab value="pages">Page SEO</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralSeo />
        </Tabs.Panel>
        <Tabs.Panel value="pages">
          <PageSeoSettings />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
