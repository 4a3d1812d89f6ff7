import { Badge, Group, VisuallyHidden, type MantineSize } from "@mantine/core";
import { useAccreditation } from "../i18n/useAccreditation";

/**
 * A lab's accreditations (`list`: codes such as "CAP") as outlined grey badges of `size`, in the
 * page's language; `label` ("Accredited by") read only by screen readers before them. Nothing
 * when the list is empty.
 */
export function AccreditationBadges({
  list,
  size,
  label,
}: {
  list: string[];
  size: MantineSize;
  label?: string;
}) {
  const accreditation = useAccreditation();
  return <AccreditationBadgeList labels={list.map(accreditation)} size={size} label={label} />;
}

/**
 * AccreditationBadges without a hook, for a list's rows: `labels` already in the page's language
 * (useAccreditation, called once by the list).
 */
export function AccreditationBadgeList({
  labels,
  size,
  label,
}: {
  labels: string[];
  size: MantineSize;
  label?: string;
}) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4}>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      {labels.map((a) => (
        <Badge key={a} size={size} variant="outline" color="gray" c="dark.6">
          {a}
        </Badge>
      ))}
    </Group>
  );
}
