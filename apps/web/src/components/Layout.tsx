import { Box, Progress } from "@mantine/core";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router-dom";
import { BasketSync } from "../lib/basket";
import { Footer } from "./Footer";
import { NAV_HEIGHT, NavBar } from "./NavBar";

/** Public pages: fixed navigation, the page, and the footer. The home hero sits under the transparent bar. */
export function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isHome = pathname === "/";
  return (
    <>
      {navigation.state === "loading" && (
        <Progress.Root size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 300 }}>
          <Progress.Section value={100} animated aria-label="Loading page" />
        </Progress.Root>
      )}
      <BasketSync />
      <NavBar />
      <Box component="main" id="main-content" pt={isHome ? 0 : NAV_HEIGHT} mih="70vh">
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
