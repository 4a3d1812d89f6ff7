import { Drawer, Skeleton, Stack, Text, Title } from "@mantine/core";

/**
 * A record's details in a right-hand drawer, open while `opened`. `title` is the drawer's heading,
 * `closeLabel` its close button's accessible name. While `loading`, skeleton blocks stand in
 * (`skeleton`: the first one's width, then the heights in px of the rest); when loading ended
 * without data (`failed`), `errorText` is shown instead of `children`.
 */
export function DetailDrawer({
  opened,
  onClose,
  size,
  title,
  closeLabel,
  loading,
  failed,
  errorText,
  skeleton,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  size: "lg" | "xl";
  title: string;
  closeLabel: string;
  loading: boolean;
  failed: boolean;
  errorText: string;
  skeleton: { width: string; heights: [number, number] };
  children: React.ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={
        <Title order={2} fz="h3">
          {title}
        </Title>
      }
      closeButtonProps={{ "aria-label": closeLabel }}
    >
      {loading ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={28} w={skeleton.width} />
          <Skeleton h={skeleton.heights[0]} />
          <Skeleton h={skeleton.heights[1]} />
        </Stack>
      ) : failed ? (
        <Text c="dimmed">{errorText}</Text>
      ) : (
        children
      )}
    </Drawer>
  );
}

/**
 * DetailDrawer's `opened`, `loading` and `failed` for the record `id` (null: closed) fetched by
 * `query`: open while an id is set, loading while the fetch is pending, failed when it gave nothing.
 */
export function detailDrawerState(id: string | null, query: { isPending: boolean; data?: unknown }) {
  return { opened: id !== null, loading: query.isPending, failed: !query.data };
}
