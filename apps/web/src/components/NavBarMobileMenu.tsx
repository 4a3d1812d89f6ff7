/** The site header's phone menu (NavBar.tsx), opened by the burger button below the "sm" breakpoint. */
import { Anchor, Paper, Stack } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "./LanguageSwitch";
import classes from "./NavBar.module.css";
import { ContactLink, type NavLinks } from "./NavBarLinks";

/** The shared links, whether the menu is open, and `close` (called by every link). */
export interface MobileMenuProps extends NavLinks {
  opened: boolean;
  close: () => void;
}

/**
 * The phone menu under the bar. Opens by animating grid rows 0fr → 1fr (CSS only); closed, it is
 * hidden from focus and screen readers. Every link closes it.
 */
export function MobileMenu({ opened, close, user, contactHref, consoleNav }: MobileMenuProps) {
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

/** A menu link to an in-app path; tapping it runs `onClick` (closes the menu). */
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
