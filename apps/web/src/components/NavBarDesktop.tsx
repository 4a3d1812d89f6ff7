/** The site header's links on a wide screen (NavBar.tsx); hidden below the "sm" breakpoint. */
import { Anchor, Button, Group, Skeleton } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link, NavLink } from "react-router-dom";
import { LanguageSwitch } from "./LanguageSwitch";
import classes from "./NavBar.module.css";
import { BasketLink, ContactLink, type NavLinks } from "./NavBarLinks";

/** The shared links, whether `auth.me` is still loading (a placeholder button), and sign-out with its pending state. */
export interface DesktopNavProps extends NavLinks {
  userPending: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The links of a wide screen: tests, how it works, contact, basket, language, then the account's buttons. */
export function DesktopNav({
  user,
  userPending,
  contactHref,
  consoleNav,
  onSignOut,
  signingOut,
}: DesktopNavProps) {
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
