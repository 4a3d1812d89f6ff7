/**
 * The fields of the admin blog post form: title, excerpt, content (HTML), author, category, featured
 * image URL and "Publish post", then Cancel (editing only) and the submit button. Props: `form`
 * (useBlogPostForm's), `editing`, `saving`.
 */
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { Link } from "react-router-dom";
import { BLOG_POSTS_LIST, type BlogPostFormState } from "./useBlogPostForm";

export interface BlogPostFieldsProps {
  form: BlogPostFormState["form"];
  editing: boolean;
  saving: boolean;
}

export function BlogPostFields({ form, editing, saving }: BlogPostFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput label="Title" required {...form.getInputProps("title")} />
      <Textarea
        label="Excerpt"
        description="A short summary shown on the blog list"
        required
        autosize
        minRows={3}
        styles={{ input: { minHeight: 80 } }}
        {...form.getInputProps("excerpt")}
      />
      <Textarea
        label="Content"
        description="HTML is supported (for example <p>, <h2>, <ul>, <a>, <strong>)"
        required
        autosize
        minRows={12}
        styles={{
          input: { minHeight: 300, fontFamily: "var(--mantine-font-family-monospace)", fontSize: 14 },
        }}
        {...form.getInputProps("content")}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Author" required miw={220} {...form.getInputProps("author")} />
        <TextInput label="Category" required miw={220} {...form.getInputProps("category")} />
      </Group>
      <TextInput
        label="Featured Image URL"
        description="Optional: a link to an image (https://…)"
        placeholder="https://example.com/image.jpg"
        type="url"
        {...form.getInputProps("imageUrl")}
      />
      <Checkbox
        label="Publish post"
        description="Published posts are visible to everyone on the site"
        {...form.getInputProps("isPublished", { type: "checkbox" })}
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
