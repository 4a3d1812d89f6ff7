/**
 * /admin/site-settings: the contact details the site shows (WhatsApp number, phone, email, privacy
 * email for the Privacy Policy, address),
 * social links and the home page's testimonials (`admin.settings.get/update`). Validated with the
 * shared `siteSettingsInput`; the server's field errors are shown on their fields. Saving clears the
 * "demo settings" warning of the dashboard.
 */
import { useEffect, useRef } from "react";
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { SectionCard } from "../../../components/SectionCard";
import { IconAlertTriangle } from "@tabler/icons-react";
import { SOCIAL_NETWORKS, siteSettingsInput } from "@labcompare/validators/admin";
import { messages } from "@labcompare/validators/messages";
import { focusFirstError, focusFirstErrorOnInvalid } from "../../../lib/forms";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { useAdminForm } from "../components/CatalogForm";
import { TextFields } from "../components/fields";
import { PageHeader } from "../components/ui";
import { useFormMutation } from "../hooks/useAdminMutation";
import { useInvalidate } from "../lib";
import { toFormValues, toInput, type SettingsFormValues, type SiteSettings } from "./formValues";
import { settingsCopy as copy, SOCIAL_LABELS } from "./settings.copy";
import { TestimonialsEditor } from "./TestimonialsEditor";

/** The contact details: WhatsApp number, phone, email, privacy email. */
const CONTACT_FIELDS = [
  {
    field: "whatsappNumber",
    label: copy.whatsapp,
    description: copy.whatsappHint,
    required: true,
    inputMode: "tel",
  },
  { field: "phone", label: copy.phone, description: copy.phoneHint, required: true, type: "tel" },
  { field: "email", label: copy.email, type: "email", required: true },
  { field: "privacyEmail", label: copy.privacyEmail, description: copy.privacyEmailHint, type: "email" },
] as const;
const ADDRESS_FIELD = [
  { field: "address", label: copy.address, required: true, minRows: 2, mt: "md" },
] as const;

/** The Site settings screen. */
export default function AdminSiteSettingsPage() {
  const settings = trpc.admin.settings.get.useQuery();
  useErrorToast(settings.error, copy.fetchError);
  return (
    <Stack gap="lg">
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <Text c="dimmed">{copy.fetchError}</Text>
      ) : (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading site settings">
          <Skeleton h={220} />
          <Skeleton h={180} />
        </Stack>
      )}
    </Stack>
  );
}

/** A titled card of the form. */
function FormCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <SectionCard id={id} title={title} hint={hint} padding="lg" fz="h4">
      {children}
    </SectionCard>
  );
}

/** The settings form, filled from `saved`. */
function SettingsForm({ saved }: { saved: SiteSettings }) {
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAdminForm<SettingsFormValues>(siteSettingsInput, toFormValues(saved));
  // Move focus to the first field the server refused, as for client-side errors.
  const serverErrors = useRef(false);
  useEffect(() => {
    if (serverErrors.current) {
      serverErrors.current = false;
      requestAnimationFrame(() => focusFirstError(formRef.current, form.errors));
    }
  }, [form.errors]);

  const save = trpc.admin.settings.update.useMutation(
    useFormMutation(
      {
        setErrors: (errors) => {
          serverErrors.current = Object.keys(errors).length > 0;
          form.setErrors(errors);
        },
      },
      {
        success: () => [messages.admin.settingsSaved, copy.savedMessage],
        errorTitle: copy.saveFailed,
        onSuccess: (data) => {
          utils.admin.settings.get.setData(undefined, data);
          const values = toFormValues(data);
          form.setInitialValues(values);
          form.setValues(values);
        },
        invalidate: useInvalidate((u) => [u.admin.settings, u.content.settings, u.admin.audit]),
      },
    ),
  );
  const socialError = form.errors.socialLinks;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(toInput(values)), focusFirstErrorOnInvalid)}
    >
      <Stack gap="lg">
        {saved.isDemo && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {messages.admin.demoSettings}
          </Alert>
        )}
        <FormCard id="contact-title" title={copy.contactTitle}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextFields form={form} fields={CONTACT_FIELDS} />
          </SimpleGrid>
          <TextFields form={form} fields={ADDRESS_FIELD} />
        </FormCard>
        <FormCard id="social-title" title={copy.socialTitle} hint={copy.socialHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_NETWORKS.map((n) => (
              <TextInput
                key={n}
                label={SOCIAL_LABELS[n]}
                type="url"
                placeholder="https://"
                {...form.getInputProps(`socialLinks.${n}`)}
              />
            ))}
          </SimpleGrid>
          {typeof socialError === "string" && (
            <Text size="sm" c="red.8" mt="sm" role="alert">
              {socialError}
            </Text>
          )}
        </FormCard>
        <FormCard id="testimonials-title" title={copy.testimonialsTitle} hint={copy.testimonialsHint}>
          <TestimonialsEditor form={form} />
        </FormCard>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={save.isPending || !form.isDirty()}>
            {copy.reset}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {copy.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
