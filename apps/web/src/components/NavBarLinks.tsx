/** The links both menus of the site header share (NavBar.tsx): the console link, Contact and the basket. */
import { Badge, Box, Button, VisuallyHidden } from "@mantine/core";
import { IconBasket } from "@tabler/icons-react";
import { useTranslation } from "../i18n/useTranslation";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import type { useMe } from "../lib/auth";
import { useBasket } from "../lib/basket";
import { NewTabAnchor } from "./NewTabAnchor";
import classes from "./NavBar.module.css";

/** The signed-in user's console link (always in English, outside the language prefix): admins → /admin/dashboard, lab staff → /admin/bookings, else null. */
export function consoleLink(
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

/** The signed-in user (null for a visitor), the WhatsApp link (null until the settings load) and the console link. */
export interface NavLinks {
  user: NavUser;
  contactHref: string | null;
  consoleNav: ConsoleNav;
}

/** Contact: WhatsApp in a new tab; until the settings load, a placeholder of the same size (no layout shift). */
export function ContactLink({
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
export function BasketLink({ compact = false }: { compact?: boolean }) {
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
