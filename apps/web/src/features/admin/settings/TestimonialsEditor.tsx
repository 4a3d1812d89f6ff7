/**
 * The testimonials rows of the Site settings form: name, location and text of each, with remove
 * buttons and "Add testimonial" (at most 12). Rows carry a client-only `key` for React.
 */
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Tooltip } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { settingsCopy as copy } from "./settings.copy";
import type { SettingsFormValues } from "./formValues";

export const MAX_TESTIMONIALS = 12;

/** The editor of `form.values.testimonials`. */
export function TestimonialsEditor({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const rows = form.values.testimonials;
  const listError = form.errors.testimonials;
  return (
    <Stack gap="md">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {copy.noTestimonials}
        </Text>
      )}
      {rows.map((row, index) => (
        <Card
          key={row.key}
          withBorder
          padding="md"
          role="group"
          aria-label={copy.testimonialHeading(index + 1)}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {copy.testimonialHeading(index + 1)}
            </Text>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={copy.removeTestimonial(index + 1)}
                onClick={() => form.removeListItem("testimonials", index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                label={copy.testimonialName}
                required
                {...form.getInputProps(`testimonials.${index}.name`)}
              />
              <TextInput
                label={copy.testimonialLocation}
                {...form.getInputProps(`testimonials.${index}.location`)}
              />
            </Group>
            <Textarea
              label={copy.testimonialText}
              required
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps(`testimonials.${index}.text`)}
            />
          </Stack>
        </Card>
      ))}
      {typeof listError === "string" && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= MAX_TESTIMONIALS}
          onClick={() =>
            form.insertListItem("testimonials", { key: randomId(), name: "", location: "", text: "" })
          }
        >
          {copy.addTestimonial}
        </Button>
      </Group>
    </Stack>
  );
}
