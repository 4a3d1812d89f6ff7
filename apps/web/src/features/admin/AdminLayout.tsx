import { AppShell, Burger, Button, Group, NavLink as MantineNavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconLogout } from "@tabler/icons-react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/a11y/SkipLink";
import { DatesSettings } from "../../components/DatesSettings";
import { Logo } from "../../components/Logo";
import { useSignOut } from "../../lib/auth";
import { adminHome, sectionsFor } from "./nav";

/**
 * The admin console frame: skip link, header, section navigation (lab staff see only Bookings and Day view),
 * and the current section.
 */
export function AdminLayout({
  email,
  isAdmin,
  children,
}: {
  email: string;
  isAdmin: boolean;
  children: React.ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close admin navigation" : "Open admin navigation"}
            />
            <Link
              to={adminHome({ isAdmin })}
              aria-label="LabCompare UAE admin console home"
              style={{ textDecoration: "none" }}
            >
              <Logo />
            </Link>
            <Text fw={600} c="dimmed" visibleFrom="sm">
              {isAdmin ? "Admin console" : "Lab console"}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="md">
              {email}
            </Text>
            <Button
              component={Link}
              to="/"
              variant="subtle"
              size="xs"
              visibleFrom="sm"
              leftSection={<IconArrowLeft size={14} aria-hidden />}
            >
              Back to site
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate("/") })}
            >
              Sign Out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin sections">
        <ScrollArea>
          {sectionsFor({ isAdmin }).map((s) => {
            const Icon = s.icon;
            return (
              <NavLink
                key={s.path}
                to={`/admin/${s.path}`}
                onClick={close}
                style={{ textDecoration: "none", color: "inherit" }}
              >
                {({ isActive }) => (
                  <MantineNavLink
                    component="span"
                    label={s.label}
                    active={isActive}
                    leftSection={<Icon size={18} aria-hidden />}
                  />
                )}
              </NavLink>
            );
          })}
          <MantineNavLink
            component={Link}
            to="/"
            label="Back to site"
            hiddenFrom="sm"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <DatesSettings>{children}</DatesSettings>
      </AppShell.Main>
    </AppShell>
  );
}
