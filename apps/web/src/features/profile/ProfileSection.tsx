/** A titled card of the profile page (h2 plus an optional explanation), labelled by its title. */
import { Button, Group } from "@mantine/core";
import { SectionCard } from "../../components/SectionCard";

/** A section card; `id` names its heading so the section is a labelled landmark. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <SectionCard id={id} title={title} hint={description} padding="xl" fz="h3">
      {children}
    </SectionCard>
  );
}

/** A section form's submit button (`children`: its label), at the right, loading while `saving`. */
export function SectionSubmit({ saving, children }: { saving: boolean; children: React.ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  );
}
