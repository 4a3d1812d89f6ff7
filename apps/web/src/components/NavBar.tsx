/**
 * Fixed top navigation on every page: transparent until the page is scrolled more than 10 px, then
 * white with a shadow. Links depend on the auth state from `auth.me`; Contact opens WhatsApp at the
 * number of `content.settings` with a greeting. The basket link with its count of tests stays
 * visible on every screen size. On small screens the other links collapse behind a burger menu that
 * closes when a link is tapped. Signed-in users see Results (/results) and Dashboard; admins also "Admin" (/admin/dashboard);
 * lab staff who are not admins "Lab console" (/admin/bookings, their labs' bookings), on both menus.
 */
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconBasket } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { useMe, useSignOut } from "../lib/auth";
import { useBasket } from "../lib/basket";
import { useSiteSettings, whatsappHref } from "../lib/siteSettings";
import { HydrateLater } from "./HydrateLater";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { NewTabAnchor } from "./NewTabAnchor";
import classes from "./NavBar.module.css";
import { useMobileMenu } from "./useMobileMenu";

export const NAV_HEIGHT = 64;
export const SCROLL_THRESHOLD = 10;

/** The signed-in user's console link (always in English, outside the language prefix): admins → /admin/dashboard, lab staff → /admin/bookings, else null. */
function consoleLink(
  user: { isAdmin: boolean; isLabStaff?: boolean } | null | undefined,
  t: TFunction,
): { href: string; label: string } | null {
  if (user?.isAdmin) return { href: "/admin/dashboard", label: t("nav.admin") };
  if (user?.isLabStaff) return { href: "/admin/bookings", label: t("nav.labConsole") };
  return null;
}

/** The signed-in user as `auth.me` gives it (null for a visitor). */
type NavUser = ReturnType<typeof useMe>["user"];
type ConsoleNav = ReturnType<typeof consoleLink>;

/** The site header; no props (reads the user, basket and site settings itself). */
export function NavBar() {
  const { t } = useTranslation();
  const [scroll] = useWindowScroll();
  const { opened, toggle, close, burger } = useMobileMenu();
  const { user, isPending } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const scrolled = scroll.y > SCROLL_THRESHOLD;
  const settings = useSiteSettings();
  // What both menus show: the account's links and Contact.
  const links: NavLinks = {
    user,
    contactHref: settings.data ? whatsappHref(settings.data) : null,
    consoleNav: consoleLink(user, t),
  };

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => void navigate("/") });
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
          <UnstyledButton component={Link} to="/" aria-label={t("nav.home")} className={classes.logo}>
            <Logo />
          </UnstyledButton>

          {/* Hidden on phones, as the menu below is until opened: both hydrate after the page (HydrateLater). */}
          <HydrateLater>
            <DesktopNav
              {...links}
              userPending={isPending}
              onSignOut={onSignOut}
              signingOut={signOut.isPending}
            />
          </HydrateLater>

          <Group gap={4} hiddenFrom="sm" wrap="nowrap">
            <BasketLink compact />
            <button
              ref={burger}
              type="button"
              className={classes.burger}
              data-opened={opened || undefined}
              onClick={toggle}
              aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
              aria-expanded={opened}
              aria-controls="mobile-navigation"
            >
              <span className={classes.burgerLines} aria-hidden />
            </button>
          </Group>
        </Group>
      </Container>

      <HydrateLater>
        <MobileMenu {...links} opened={opened} close={close} />
      </HydrateLater>
    </Box>
  );
}

/** The signed-in user (null for a visitor), the WhatsApp link (null until the settings load) and the console link. */
interface NavLinks {
  user: NavUser;
  contactHref: string | null;
  consoleNav: ConsoleNav;
}

interface DesktopNavProps extends NavLinks {
  userPending: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The links of a wide screen: tests, how it works, contact, basket, language, then the account's buttons. */
function DesktopNav({ user, userPending, contactHref, consoleNav, onSignOut, signingOut }: DesktopNavProps) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t("nav.main")}>
      <Anchor component={NavLink} to="/search" className={classes.link}>
        {t("nav.tests")}
      </Anchor>
      <Anchor component={Link} to="/#how-it-works" className={classes.link}>
        {t("nav.howItWorks")}
      </Anchor>
      <ContactLink href={contactHref} className={classes.link} />
      <BasketLink />
      <LanguageSwitch className={classes.link} />
      {userPending ? (
        <Skeleton h={36} w={96} radius="md" />
      ) : user ? (
        <Group gap="xs">
          {/* From md up only: between sm and md the bar has no room (Results is on the dashboard and the mobile menu). */}
          <Button component={Link} to="/results" variant="subtle" visibleFrom="md">
            {t("nav.results")}
          </Button>
          <Button component={Link} to="/dashboard" variant="light">
            {t("nav.dashboard")}
          </Button>
          {consoleNav && (
            <Button component="a" href={consoleNav.href} variant="outline">
              {consoleNav.label}
            </Button>
          )}
          <Button variant="subtle" color="gray" onClick={onSignOut} loading={signingOut}>
            {t("nav.signOut")}
          </Button>
        </Group>
      ) : (
        <Button component={Link} to="/auth">
          {t("nav.logIn")}
        </Button>
      )}
    </Group>
  );
}

interface MobileMenuProps extends NavLinks {
  opened: boolean;
  close: () => void;
}

/**
 * The phone menu under the bar. Opens by animating grid rows 0fr → 1fr (CSS only); closed, it is
 * hidden from focus and screen readers. Every link closes it.
 */
function MobileMenu({ opened, close, user, contactHref, consoleNav }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.mobileMenu} data-opened={opened || undefined} inert={!opened}>
      <div>
        <Paper
          id="mobile-navigation"
          component="nav"
          aria-label={t("nav.mobile")}
          radius={0}
          shadow="sm"
          px="md"
          pb="md"
        >
          <Stack gap={4}>
            <MobileLink to="/search" onClick={close}>
              {t("nav.tests")}
            </MobileLink>
            <MobileLink to="/#how-it-works" onClick={close}>
              {t("nav.howItWorks")}
            </MobileLink>
            <ContactLink href={contactHref} className={classes.mobileLink} onClick={close} />
            {user && (
              <MobileLink to="/dashboard" onClick={close}>
                {t("nav.dashboard")}
              </MobileLink>
            )}
            {user && (
              <MobileLink to="/results" onClick={close}>
                {t("nav.results")}
              </MobileLink>
            )}
            {consoleNav && (
              <Anchor href={consoleNav.href} onClick={close} className={classes.mobileLink}>
                {consoleNav.label}
              </Anchor>
            )}
            <MobileLink to="/auth" onClick={close}>
              {user ? t("nav.account") : t("nav.logIn")}
            </MobileLink>
            <LanguageSwitch className={classes.mobileLink} onClick={close} />
          </Stack>
        </Paper>
      </div>
    </div>
  );
}

function MobileLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} onClick={onClick} className={classes.mobileLink}>
      {children}
    </Anchor>
  );
}

/** Contact: WhatsApp in a new tab; until the settings load, a placeholder of the same size (no layout shift). */
function ContactLink({
  href,
  className,
  onClick,
}: {
  href: string | null;
  className?: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  if (!href) {
    return (
      <Box component="span" className={className} style={{ visibility: "hidden" }} aria-hidden>
        {t("nav.contact")}
      </Box>
    );
  }
  return (
    <NewTabAnchor href={href} className={className} onClick={onClick}>
      {t("nav.contact")}
      <VisuallyHidden>{t("nav.contactNewTab")}</VisuallyHidden>
    </NewTabAnchor>
  );
}

/** The basket with its number of tests, linking to /basket; `compact`: an icon with the count on its corner (phones). */
function BasketLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { count } = useBasket();
  const label = t("nav.basketLabel", { count });
  if (compact) {
    return (
      <Link to="/basket" className={classes.basketIcon} aria-label={label} data-testid="basket-indicator">
        <IconBasket size={22} aria-hidden />
        {count > 0 && (
          <span className={classes.basketCount} aria-hidden>
            {count}
          </span>
        )}
      </Link>
    );
  }
  return (
    <Button
      component={Link}
      to="/basket"
      variant="subtle"
      color="dark"
      px={8}
      leftSection={<IconBasket size={20} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle variant="filled" data-testid="basket-count">
            {count}
          </Badge>
        ) : undefined
      }
      aria-label={label}
    >
      {t("nav.basket")}
    </Button>
  );
}
