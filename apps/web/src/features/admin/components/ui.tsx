/**
 * Building blocks shared by the admin screens: page header, confirmation dialog, pager, table
 * states and small badges.
 */
import {
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  type ButtonProps,
  type ModalProps,
  type SegmentedControlProps,
} from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { usePageTitle } from "../../../lib/title";

/** A screen's heading (h1), subtitle and actions on the right; also sets the tab title. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: React.ReactNode;
}) {
  usePageTitle(`Admin – ${title}`);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <div>
        <Title order={1} fz={{ base: "h2", sm: "h1" }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal asking to confirm a destructive action, with "Cancel" and a red confirm button. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = "Delete",
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AdminModal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

/** A Modal whose close (x) button has an accessible name. */
export function AdminModal(props: ModalProps) {
  return <Modal closeButtonProps={{ "aria-label": "Close dialog" }} {...props} />;
}

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

/** What ListPager takes: the 1-based page, the row count, the page size and the page setter. */
export interface ListPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** "Showing 1–25 of 120" and page buttons; hidden when there is nothing to page. */
export function ListPager({ page, total, pageSize, onChange }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        Showing {from}–{to} of {total}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          getItemProps={(p) => ({ "aria-label": `Page ${p}` })}
        />
      )}
    </Group>
  );
}

/** A single full-width table row with a message (loading, empty, error). */
export function TableMessage({
  colSpan,
  children,
  status,
}: {
  colSpan: number;
  children: React.ReactNode;
  status?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="lg" role={status ? "status" : undefined}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** "Active" (green) or "Inactive" (grey) badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      color={active ? "green" : "gray"}
      variant="light"
      c={active ? "#1b5e2a" : "dark.6"}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

/**
 * A small button in a table row: `icon` before the text `children`, and the accessible name `label`
 * (which names the row, e.g. "Grant admin to a@b.ae"). Other props go to Mantine's Button (variant,
 * color, loading…).
 */
export function RowButton({
  icon: RowIcon,
  label,
  onClick,
  children,
  ...rest
}: Omit<ButtonProps, "size" | "leftSection"> & {
  icon: Icon;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="xs"
      leftSection={<RowIcon size={14} aria-hidden />}
      onClick={onClick}
      aria-label={label}
      {...rest}
    >
      {children}
    </Button>
  );
}

/**
 * A filter bar's segmented control under a label like the other fields' (a segmented control has no
 * label of its own): the text `label` with id `id` names the control.
 */
export function LabelledSegmented<V extends string>({
  id,
  label,
  ...control
}: SegmentedControlProps<V> & { id: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
    </Stack>
  );
}
