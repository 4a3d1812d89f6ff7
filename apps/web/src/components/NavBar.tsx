/**
 * Fixed top navigation (SPEC section 2): transparent until the page is scrolled more than 10 px, then
 * white with a shadow. Links depend on the auth state from `auth.me`. On small screens the links
 * collapse behind a burger menu that closes when a link is tapped.
 */
import { useEffect } from "react";
import { Anchor, Box, Burger, Button, Collapse, Container, Group, Paper, Skeleton, Stack, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDisclosure, useWindowScroll } from "@mantine/hooks";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { WHATSAPP_URL } from "../config";
import { useMe, useSignOut } from "../lib/auth";
import { Logo } from "./Logo";
import classes from "./NavBar.module.css";

export const NAV_HEIGHT = 64;
export const SCROLL_THRESHOLD = 10;

export function NavBar() {
  const [scroll] = useWindowScroll();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, isPending } = useMe();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const scrolled = scroll.y > SCROLL_THRESHOLD;

  // Close the mobile menu whenever the route changes (back button, programmatic navigation).
  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate("/") });
  };

  return (
    <Box
      component="header"
      className={classes.header}
      data-scrolled={scrolled || opened || undefined}
      data-testid="navbar"
    >
      <Container size="lg" h={NAV_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label="LabCompare UAE home" className={classes.logo}>
            <Logo />
          </UnstyledButton>

          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            <Anchor component={NavLink} to="/search" className={classes.link}>
              Tests
            </Anchor>
            <Anchor component={Link} to="/#how-it-works" className={classes.link}>
              How It Works
            </Anchor>
            <Anchor href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
              Contact
              <VisuallyHidden> (opens WhatsApp in a new tab)</VisuallyHidden>
            </Anchor>
            {isPending ? (
              <Skeleton h={36} w={96} radius="md" />
            ) : user ? (
              <Group gap="xs">
                <Button component={Link} to="/dashboard" variant="light">
                  Dashboard
                </Button>
                {user.isAdmin && (
                  <Button component={Link} to="/admin/dashboard" variant="outline">
                    Admin
                  </Button>
                )}
                <Button variant="subtle" color="gray" onClick={onSignOut} loading={signOut.isPending}>
                  Sign Out
                </Button>
              </Group>
            ) : (
              <Button component={Link} to="/auth">
                Log In
              </Button>
            )}
          </Group>

          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? "Close navigation menu" : "Open navigation menu"}
            aria-expanded={opened}
            aria-controls="mobile-navigation"
          />
        </Group>
      </Container>

      <Collapse expanded={opened} hiddenFrom="sm">
        <Paper id="mobile-navigation" component="nav" aria-label="Mobile" radius={0} shadow="sm" px="md" pb="md">
          <Stack gap={4}>
            <MobileLink to="/search" onClick={close}>
              Tests
            </MobileLink>
            <MobileLink to="/#how-it-works" onClick={close}>
              How It Works
            </MobileLink>
            <Anchor href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={classes.mobileLink} onClick={close}>
              Contact
              <VisuallyHidden> (opens WhatsApp in a new tab)</VisuallyHidden>
            </Anchor>
            {user && (
              <MobileLink to="/dashboard" onClick={close}>
                Dashboard
              </MobileLink>
            )}
            {user?.isAdmin && (
              <MobileLink to="/admin/dashboard" onClick={close}>
                Admin
              </MobileLink>
            )}
            <MobileLink to="/auth" onClick={close}>
              {user ? "Account" : "Log In"}
            </MobileLink>
          </Stack>
        </Paper>
      </Collapse>
    </Box>
  );
}

function MobileLink({ to, onClick, children }: { to: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Anchor component={Link} to={to} onClick={onClick} className={classes.mobileLink}>
      {children}
    </Anchor>
  );
}
