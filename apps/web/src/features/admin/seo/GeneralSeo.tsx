/** The "General SEO" tab of /admin/seo: the single site-wide SEO row, inserted or updated on save. */
import { useEffect } from "react";
import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { seoSettingsInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast, useLatest } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { useAdminForm } from "../components/CatalogForm";
import { TextFields } from "../components/fields";
import { useFormMutation } from "../hooks/useAdminMutation";
import { dateTime, texts, useInvalidate } from "../lib";

const m = messages.seo;

/** The form's fields: site title, description, default social image, analytics ID. */
const FIELDS = [
  {
    field: "siteTitle",
    label: "Site title",
    description: "Shown in browser tabs and search results",
    required: true,
  },
  {
    field: "siteDescription",
    label: "Site description",
    description: "The summary search engines show under the title",
    required: true,
    minRows: 3,
  },
  {
    field: "defaultOgImage",
    label: "Default social image URL",
    description: "Image shown when a page is shared, unless the page has its own (https://…)",
    placeholder: "https://example.com/og-image.jpg",
    type: "url",
  },
  {
    field: "googleAnalyticsId",
    label: "Google Analytics ID",
    description: "Optional, for example G-XXXXXXXXXX",
    placeholder: "G-XXXXXXXXXX",
  },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.field);

/** Site title, description, default social image and analytics ID (inserted or updated on save). */
export function GeneralSeo() {
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
    const values = texts(data, FIELD_NAMES);
    latestFormRef.current.setValues(values);
    latestFormRef.current.resetDirty(values);
  }, [data, latestFormRef]);

  const utils = trpc.useUtils();
  const save = trpc.admin.seo.upsert.useMutation(
    useFormMutation(form, {
      success: () => [m.updatedTitle, m.updatedMessage],
      errorTitle: m.updateFailed,
      onSuccess: (saved) => utils.admin.seo.get.setData(undefined, saved),
      invalidate: useInvalidate((u) => [u.admin.seo.get, u.content.seo, u.admin.audit]),
    }),
  );

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
          <TextFields form={form} fields={FIELDS} />
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
