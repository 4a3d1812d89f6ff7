import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import { useGoBack } from "../lib/hooks";

/** "Back" style button (text `children`, default "Back"): a link when `to` is given, else history back (falling back to `fallback`). The arrow turns with the page's direction. */
export function BackButton({
  to,
  fallback = "/",
  children,
}: {
  to?: string;
  fallback?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const label = children ?? t("backButton.back");
  const common = {
    variant: "subtle" as const,
    leftSection: <IconArrowLeft size={16} aria-hidden className="mirror-rtl" />,
    px: "xs",
  };
  return to ? (
    <Button component={Link} to={to} {...common}>
      {label}
    </Button>
  ) : (
    <Button onClick={goBack} {...common}>
      {label}
    </Button>
  );
}
