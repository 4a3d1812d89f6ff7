/** The "Page SEO" tab of /admin/seo: the add form for a page entry and the list of entries by path. */
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { pageSeoInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { useAdminForm } from "../components/CatalogForm";
import { DescriptionCell, TextCell } from "../components/cells";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import { TextFields } from "../components/fields";
import { ListRows, ListTable } from "../components/listTable";
import { DeleteAction } from "../components/rowActions";
import { useDeleteRow } from "../components/useRowActions";
import { useFormMutation } from "../hooks/useAdminMutation";
import { useInvalidate, type AdminOutputs } from "../lib";

const m = messages.seo;
type PageSeo = AdminOutputs["seo"]["pageList"][number];

const EMPTY_PAGE = { pagePath: "", title: "", keywords: "", description: "", ogImage: "", canonicalUrl: "" };

/** The add form's fields by row: path and title side by side, keywords and description, then the two URLs side by side. */
const PAGE_FIELDS = {
  names: [
    {
      field: "pagePath",
      label: "Page path",
      description: "For example /search or /labs",
      placeholder: "/about",
      required: true,
    },
    { field: "title", label: "Title", required: true },
  ],
  text: [
    { field: "keywords", label: "Keywords", description: "Optional, separated by commas" },
    { field: "description", label: "Description", required: true, minRows: 2 },
  ],
  links: [
    {
      field: "ogImage",
      label: "Social image URL",
      placeholder: "https://example.com/image.jpg",
      type: "url",
    },
    { field: "canonicalUrl", label: "Canonical URL", placeholder: "https://example.com/about", type: "url" },
  ],
} as const;

/** The add form for a page entry and the list of entries by path. */
export function PageSeoSettings() {
  const pages = trpc.admin.seo.pageList.useQuery();
  useErrorToast(pages.error, "Error fetching page SEO settings");
  const form = useAdminForm(pageSeoInput, EMPTY_PAGE);

  const utils = trpc.useUtils();
  const invalidate = useInvalidate((u) => [u.admin.seo.pageList, u.content.seo, u.admin.audit]);
  const add = trpc.admin.seo.pageCreate.useMutation(
    useFormMutation(form, {
      success: () => [m.pageAdded],
      errorTitle: m.pageAddFailed,
      onSuccess: () => form.reset(),
      invalidate,
    }),
  );
  const remove = useDeleteRow(trpc.admin.seo.pageDelete, "page SEO", (p: PageSeo) => p.pagePath, {
    success: () => [m.pageDeleted],
    errorTitle: m.pageDeleteFailed,
    onSuccess: ({ id }) =>
      utils.admin.seo.pageList.setData(undefined, (old) => old?.filter((p) => p.id !== id)),
    closeOnError: true,
    invalidate,
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
              <TextFields form={form} fields={PAGE_FIELDS.names} />
            </SimpleGrid>
            <TextFields form={form} fields={PAGE_FIELDS.text} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextFields form={form} fields={PAGE_FIELDS.links} />
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
              <TextCell>{p.title}</TextCell>
              <DescriptionCell maw={420}>{p.description}</DescriptionCell>
              <Table.Td>
                <DeleteAction name={`SEO settings for ${p.pagePath}`} onClick={() => remove.confirm(p)} />
              </Table.Td>
            </Table.Tr>
          )}
        </ListRows>
      </ListTable>

      <ConfirmDeleteModal {...remove.confirmProps} title="Delete page SEO?" message={m.pageDeleteConfirm} />
    </Stack>
  );
}
