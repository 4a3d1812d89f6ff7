/**
 * The fields of the admin blog post form: title, excerpt, content (HTML), author, category, featured
 * image URL and "Publish post", then Cancel (editing only) and the submit button. Props: `form`
 * (useBlogPostForm's), `editing`, `saving`.
 */
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router-dom";
import { CheckboxField, TextFields } from "../components/fields";
import { BLOG_POSTS_LIST, type BlogPostFormState } from "./useBlogPostForm";

export interface BlogPostFieldsProps {
  form: BlogPostFormState["form"];
  editing: boolean;
  saving: boolean;
}

/** The fields above and below the author and category: title, excerpt and content; the featured image's URL. */
const FIELDS = {
  text: [
    { field: "title", label: "Title", required: true },
    {
      field: "excerpt",
      label: "Excerpt",
      description: "A short summary shown on the blog list",
      required: true,
      minRows: 3,
      styles: { input: { minHeight: 80 } },
    },
    {
      field: "content",
      label: "Content",
      description: "HTML is supported (for example <p>, <h2>, <ul>, <a>, <strong>)",
      required: true,
      minRows: 12,
      styles: {
        input: { minHeight: 300, fontFamily: "var(--mantine-font-family-monospace)", fontSize: 14 },
      },
    },
  ],
  image: [
    {
      field: "imageUrl",
      label: "Featured Image URL",
      description: "Optional: a link to an image (https://…)",
      placeholder: "https://example.com/image.jpg",
      type: "url",
    },
  ],
} as const;

export function BlogPostFields({ form, editing, saving }: BlogPostFieldsProps) {
  return (
    <Stack gap="md">
      <TextFields form={form} fields={FIELDS.text} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Author" required miw={220} {...form.getInputProps("author")} />
        <TextInput label="Category" required miw={220} {...form.getInputProps("category")} />
      </Group>
      <TextFields form={form} fields={FIELDS.image} />
      <CheckboxField
        form={form}
        field="isPublished"
        label="Publish post"
        description="Published posts are visible to everyone on the site"
      />
      <Group justify="flex-end" gap="sm" mt="sm">
        {editing && (
          <Button variant="default" component={Link} to={BLOG_POSTS_LIST}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving} loading={saving}>
          {editing ? "Update Post" : "Create Post"}
        </Button>
      </Group>
    </Stack>
  );
}
