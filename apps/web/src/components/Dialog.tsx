import { Button, Group, Modal, type ModalProps } from "@mantine/core";

/** A Mantine Modal whose close button is named `closeLabel` (in the page's language); other props: Modal's. */
export function Dialog({ closeLabel, ...props }: ModalProps & { closeLabel: string }) {
  return <Modal closeButtonProps={{ "aria-label": closeLabel }} {...props} />;
}

/**
 * A dialog's closing buttons, at the end of the line: `cancel` (calls `onCancel`; disabled while
 * `pending`) then `confirm` in `color` (loading while `pending`), which calls `onConfirm`, or
 * submits the dialog's form when there is none.
 */
export function DialogButtons({
  cancel,
  confirm,
  onCancel,
  onConfirm,
  pending,
  color,
}: {
  cancel: string;
  confirm: string;
  onCancel: () => void;
  onConfirm?: () => void;
  pending: boolean;
  color?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type={onConfirm ? "button" : "submit"} color={color} onClick={onConfirm} loading={pending}>
        {confirm}
      </Button>
    </Group>
  );
}
