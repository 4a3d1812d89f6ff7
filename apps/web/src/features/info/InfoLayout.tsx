import { useEffect } from "react";
import { Anchor, Container, List, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useLocation } from "react-router-dom";
import { formatDate, MONTH_DAY_YEAR } from "@labcompare/domain/format";
import { useLocale } from "../../i18n/useLocale";
import { useStaticPageSeo } from "../../lib/staticPageSeo";
import { POLICIES_UPDATED } from "./policy";
import { HydrateLater } from "../../components/HydrateLater";

/** The footer's static pages, each with a built-in meta description. */
export type InfoPath = "/about" | "/faqs" | "/privacy" | "/cookies" | "/terms";

/**
 * Shared frame of the footer's static pages: the heading, an optional intro, and the page's head
 * tags (`title` as the route's label, the built-in description of `path`; a PageSeo entry for the
 * path takes precedence, as on the server). `policy` shows the policies' "Last updated" date.
 */
export function InfoLayout({
  path,
  title,
  intro,
  policy = false,
  children,
}: {
  path: InfoPath;
  title: string;
  intro?: string;
  policy?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("info");
  const locale = useLocale();
  const updated = policy ? formatDate(POLICIES_UPDATED, MONTH_DAY_YEAR, { locale }) : undefined;
  useStaticPageSeo(path, title);
  // Links such as /cookies#your-choices (footer "Cookie settings") scroll to their section.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(
      () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
      50,
    );
    return () => window.clearTimeout(timer);
  }, [hash, key]);
  return (
    <Container size="md" py={48}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {updated && (
          <Text size="sm" c="dimmed">
            {t("lastUpdated", { date: updated })}
          </Text>
        )}
        {intro && (
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        )}
        {/* The page's body, below its title: hydrated after it. */}
        <HydrateLater>{children}</HydrateLater>
      </Stack>
    </Container>
  );
}

/**
 * A titled section of an info page (`id` makes it a link target). Below the title, in order:
 * `text` as a paragraph, `list` as a bulleted list (numbered when `ordered`), then `children`.
 */
export function InfoSection({
  title,
  id,
  text,
  list,
  ordered = false,
  children,
}: {
  title: string;
  id?: string;
  text?: React.ReactNode;
  list?: React.ReactNode[];
  ordered?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Stack gap="sm" mt="md" component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Title order={2} fz="h3" id={id ? `${id}-title` : undefined}>
        {title}
      </Title>
      {text !== undefined && <Text>{text}</Text>}
      {list && (
        <List type={ordered ? "ordered" : "unordered"} spacing="xs">
          {list.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Stack>
  );
}

/** An in-text link to another page of the site (`to`, a path), in the surrounding text's style (its text: `children`, or a translation's). */
export function TextLink({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Anchor component={Link} to={to} inherit>
      {children}
    </Anchor>
  );
}

/**
 * A policy page's table: `columns` are the header labels; each row's first cell is its row header.
 * `minWidth` (px) is the width below which the table scrolls sideways instead of squeezing.
 */
export function InfoTable({
  minWidth,
  columns,
  rows,
}: {
  minWidth: number;
  columns: string[];
  rows: { key: string; cells: [React.ReactNode, ...React.ReactNode[]] }[];
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, cells: [header, ...rest] }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{header}</Table.Th>
              {rest.map((cell, i) => (
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
