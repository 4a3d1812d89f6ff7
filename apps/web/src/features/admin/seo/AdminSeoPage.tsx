/**
 * /admin/seo: two tabs. "General SEO" edits the single site-wide row
 * (prefilled with the defaults while none is saved); "Page SEO" adds per-page entries and lists
 * them by path with a confirmed delete. Forms use the shared zod schemas.
 */
import { useEffect, useState } from "react";
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { pageSeoInput, seoSettingsInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast, useLatest } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc, trpcFieldErrors } from "../../../trpc";
import { useAdminForm } from "../components/CatalogForm";
import { DescriptionCell } from "../components/cells";
import { DeleteAction, ListRows, ListTable } from "../components/list";
import { ConfirmDialog, PageHeader } from "../components/ui";
import { dateTime, text, type AdminOutputs } from "../lib";

const m = messages.seo;
type PageSeo = AdminOutputs["seo"]["pageList"][number];

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

/** Site title, description, default social image and analytics ID (inserted or updated on save). */
function GeneralSeo() {
  const settings = trpc.admin.seo.get.useQuery();
  useErrorToast(settings.error, "Error fetching SEO settings");
  const form = useAdminForm(seoSettingsInput, {
    siteTitle: "",
    siteDescription: "",
    defaultOgImage: "",
    googleAnalyticsId: "",
  });
  const data = settings.data;
  // The form is refilled only when the saved record changes, not on the form object's identity.
  const latestFormRef = useLatest(form);
  useEffect(() => {
    if (!data) return;
    const values = {
      siteTitle: data.siteTitle,
      siteDescription: data.siteDescription,
      defaultOgImage: text(data.defaultOgImage),
      googleAnalyticsId: text(data.googleAnalyticsId),
    };
    latestFormRef.current.setValues(values);
    latestFormRef.current.resetDirty(values);
  }, [data, latestFormRef]);

  const utils = trpc.useUtils();
  const save = trpc.admin.seo.upsert.useMutation({
    onSuccess: (saved) => {
      utils.admin.seo.get.setData(undefined, saved);
      notifySuccess(m.updatedTitle, m.updatedMessage);
      void utils.admin.seo.get.invalidate();
      void utils.content.seo.invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(m.updateFailed, errorMessage(error));
    },
  });

  if (settings.isPending) {
    return (
      <Card shadow="xs">
        <Stack gap="md" role="status" aria-label="Loading SEO settings">
          <Skeleton h={36} />
          <Skeleton h={90} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </Card>
    );
  }

  return (
    <Card shadow="xs" component="section" aria-labelledby="general-seo-title">
      <Title order={2} fz="h3" id="general-seo-title">
        General SEO
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {data?.exists && data.updatedAt
          ? `Last saved ${dateTime(data.updatedAt)}.`
          : "Not saved yet: the site uses these default values."}
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label="Site title"
            description="Shown in browser tabs and search results"
            required
            {...form.getInputProps("siteTitle")}
          />
          <Textarea
            label="Site description"
            description="The summary search engines show under the title"
            required
            autosize
            minRows={3}
            {...form.getInputProps("siteDescription")}
          />
          <TextInput
            label="Default social image URL"
            description="Image shown when a page is shared, unless the page has its own (https://…)"
            placeholder="https://example.com/og-image.jpg"
            type="url"
            {...form.getInputProps("defaultOgImage")}
          />
          <TextInput
            label="Google Analytics ID"
            description="Optional, for example G-XXXXXXXXXX"
            placeholder="G-XXXXXXXXXX"
            {...form.getInputProps("googleAnalyticsId")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const EMPTY_PAGE = { pagePath: "", title: "", keywords: "", description: "", ogImage: "", canonicalUrl: "" };

/** The add form for a page entry and the list of entries by path. */
function PageSeoSettings() {
  const pages = trpc.admin.seo.pageList.useQuery();
  useErrorToast(pages.error, "Error fetching page SEO settings");
  const [deleting, setDeleting] = useState<PageSeo | null>(null);
  const form = useAdminForm(pageSeoInput, EMPTY_PAGE);

  const utils = trpc.useUtils();
  const invalidate = () => {
    void utils.admin.seo.pageList.invalidate();
    void utils.content.seo.invalidate();
    void utils.admin.audit.invalidate();
  };
  const add = trpc.admin.seo.pageCreate.useMutation({
    onSuccess: () => {
      notifySuccess(m.pageAdded);
      form.reset();
      invalidate();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(m.pageAddFailed, errorMessage(error));
    },
  });
  const remove = trpc.admin.seo.pageDelete.useMutation({
    onSuccess: ({ id }) => {
      utils.admin.seo.pageList.setData(undefined, (old) => old?.filter((p) => p.id !== id));
      notifySuccess(m.pageDeleted);
      setDeleting(null);
      invalidate();
    },
    onError: (error) => {
      setDeleting(null);
      notifyError(m.pageDeleteFailed, errorMessage(error));
    },
  });

  return (
    <Stack gap="lg">
      <Card shadow="xs" component="section" aria-labelledby="add-page-seo-title">
        <Title order={2} fz="h3" id="add-page-seo-title" mb="md">
          Add Page SEO
        </Title>
        <form noValidate onSubmit={form.onSubmit((values) => add.mutate(values))}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label="Page path"
                description="For example /search or /labs"
                placeholder="/about"
                required
                {...form.getInputProps("pagePath")}
              />
              <TextInput label="Title" required {...form.getInputProps("title")} />
            </SimpleGrid>
            <TextInput
              label="Keywords"
              description="Optional, separated by commas"
              {...form.getInputProps("keywords")}
            />
            <Textarea
              label="Description"
              required
              autosize
              minRows={2}
              {...form.getInputProps("description")}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label="Social image URL"
                placeholder="https://example.com/image.jpg"
                type="url"
                {...form.getInputProps("ogImage")}
              />
              <TextInput
                label="Canonical URL"
                placeholder="https://example.com/about"
                type="url"
                {...form.getInputProps("canonicalUrl")}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending}>
                Add Page SEO
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <ListTable
        minWidth={640}
        heading={{ id: "page-seo-list-title", title: "Page SEO settings" }}
        columns={["Page path", "Title", { label: "Description", visibleFrom: "md" }, "Actions"]}
      >
        <ListRows
          colSpan={4}
          pending={pages.isPending}
          rows={pages.data}
          error="Error fetching page SEO settings"
          empty={m.pageEmpty}
        >
          {(p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {p.pagePath}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.title}</Text>
              </Table.Td>
              <DescriptionCell maw={420}>{p.description}</DescriptionCell>
              <Table.Td>
                <DeleteAction name={`SEO settings for ${p.pagePath}`} onClick={() => setDeleting(p)} />
              </Table.Td>
            </Table.Tr>
          )}
        </ListRows>
      </ListTable>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete page SEO?"
        message={m.pageDeleteConfirm}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
