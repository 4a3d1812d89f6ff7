/**
 * Fixed top navigation on every page: transparent until the page is scrolled more than 10 px, then
 * white with a shadow. Links depend on the auth state from `auth.me`; Contact opens WhatsApp at the
 * number of `content.settings` with a greeting. The basket link with its count of tests stays
 * visible on every screen size. On small screens the other links collapse behind a burger menu that
 * closes when a link is tapped. Signed-in users see Results (/results) and Dashboard; admins also "Admin" (/admin/dashboard);
 * lab staff who are not admins "Lab console" (/admin/bookings, their labs' bookings), on both menus.
 */
import { Box, Container, Group, UnstyledButton } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { useTranslation } from "../i18n/useTranslation";
import { Link, useNavigate } from "react-router-dom";
import { useMe, useSignOut } from "../lib/auth";
import { useSiteSettings, whatsappHref } from "../lib/siteSettings";
import { HydrateLater } from "./HydrateLater";
import { Logo } from "./Logo";
import classes from "./NavBar.module.css";
import { DesktopNav } from "./NavBarDesktop";
import { BasketLink, consoleLink, type NavLinks } from "./NavBarLinks";
import { MobileMenu } from "./NavBarMobileMenu";
import { useMobileMenu } from "./useMobileMenu";

/** Height of the header bar, px (pages offset sticky content by it). */
export const NAV_HEIGHT = 64;
/** Scroll distance, px, past which the bar turns white with a shadow. */
export const SCROLL_THRESHOLD = 10;

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
