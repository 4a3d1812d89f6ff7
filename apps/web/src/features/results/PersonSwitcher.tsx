/**
 * Whose results /results shows, when the account has family members: a link per person ("Me", then
 * each member; an archived one marked), the chosen one marked `aria-current`. The choice lives in the
 * URL (`?person=<member id>`; none = the account holder), so the links work before hydration and
 * the server renders the same page. Props: `members` (profile.family.list) and `personId` (the chosen
 * member's id, or null).
 */
import { Button, Group } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { resultsPersonPath } from "../../lib/person";

export function PersonSwitcher({
  members,
  personId,
}: {
  members: readonly { id: string; name: string; archivedAt: Date | string | null }[];
  personId: string | null;
}) {
  const { t } = useTranslation("family");
  const people = [
    { id: null, label: t("me") },
    ...members.map((m) => ({ id: m.id, label: m.archivedAt ? t("archivedName", { name: m.name }) : m.name })),
  ];
  return (
    <nav aria-label={t("switcher")}>
      <Group gap="xs" data-testid="person-switcher">
        {people.map((p) => {
          const current = p.id === personId;
          return (
            <Button
              key={p.id ?? "me"}
              component={Link}
              to={resultsPersonPath(p.id)}
              variant={current ? "filled" : "default"}
              size="compact-md"
              aria-current={current ? "page" : undefined}
            >
              {p.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
