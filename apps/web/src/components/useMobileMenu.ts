/**
 * The navigation bar's mobile menu: open or closed, closed again on every route change (back button,
 * programmatic navigation), and Escape closes it and gives the focus back to the burger button
 * (WAI-ARIA disclosure navigation). Output: `opened`, `toggle`, `close`, `burger` (the button's ref).
 */
import { useEffect, useRef } from "react";
import { useDisclosure } from "@mantine/hooks";
import { useLocation } from "react-router-dom";

export function useMobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      close();
      burger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [opened, close]);

  return { opened, toggle, close, burger };
}
