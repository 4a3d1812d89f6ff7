import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useGoBack } from "../lib/hooks";

/** "Back" style button: a link when `to` is given, else history back (falling back to `fallback`). */
export function BackButton({ to, fallback = "/", children = "Back" }: { to?: string; fallback?: string; children?: React.ReactNode }) {
  const goBack = useGoBack(fallback);
  const common = { variant: "subtle" as const, leftSection: <IconArrowLeft size={16} aria-hidden />, px: "xs" };
  return to ? (
    <Button component={Link} to={to} {...common}>
      {children}
    </Button>
  ) : (
    <Button onClick={goBack} {...common}>
      {children}
    </Button>
  );
}
