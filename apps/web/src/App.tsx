/**
 * Providers: the page's language (i18next, and Mantine's text direction: right-to-left in Arabic),
 * Mantine (theme, notifications — the toast container loads after the page; the date
 * components' settings are in components/DatesSettings.tsx, around the screens with a date picker), React
 * Query with the tRPC client, and the router. `Providers` is shared by the browser (`App`, with the
 * browser router) and the server render (entry-server.tsx, with a static router), so both render the
 * same tree.
 */
import { useState, type ReactNode } from "react";
import { DirectionProvider, MantineProvider } from "@mantine/core";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { basenameOf, directionOf, parseLocale } from "@labcompare/domain/locale";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import { createTrpcClient, trpc, trpcErrorCode } from "./trpc";
import { theme } from "./theme";
import { DeferredNotifications } from "./components/DeferredNotifications";
import { DeviceClassContext, type DeviceClass } from "./lib/viewport";
import { AppRoutes } from "./router";

/** Errors a retry cannot fix. */
const NO_RETRY = new Set([
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "BAD_REQUEST",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
]);

/** The app's React Query client: answers fresh for 30 s, no refetch on focus, no retry of errors a retry cannot fix. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !NO_RETRY.has(trpcErrorCode(error) ?? "") && count < 2,
      },
    },
  });
}

type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * Language, theme, toasts, tRPC and React Query around `children` (the router); `i18n` is the page's
 * language (i18n/i18n.ts), `device` the device class a server-rendered page was made for
 * (lib/viewport.ts), null when the browser renders alone.
 */
export function Providers({
  i18n,
  queryClient,
  trpcClient,
  device,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  device: DeviceClass | null;
  children: ReactNode;
}) {
  const direction = directionOf(parseLocale(i18n.language) ?? "en");
  return (
    <I18nextProvider i18n={i18n}>
      <DeviceClassContext value={device}>
        <DirectionProvider initialDirection={direction} detectDirection={false}>
          {/* The theme's CSS variables are in index.html's head (vite.config.ts writes them at build
              time), not rendered with every page. */}
          <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
            <DeferredNotifications
              position={direction === "rtl" ? "top-left" : "top-right"}
              limit={4}
              zIndex={1000}
            />
            <trpc.Provider client={trpcClient} queryClient={queryClient}>
              <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
            </trpc.Provider>
          </MantineProvider>
        </DirectionProvider>
      </DeviceClassContext>
    </I18nextProvider>
  );
}

/**
 * The browser app: `i18n` the page's language (its address: `/ar/…` is Arabic, the router's basename),
 * `queryClient` possibly holding the server's data, `device` the server's device class (hydration) or null.
 */
export function App({
  i18n,
  queryClient,
  device,
  client,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  device: DeviceClass | null;
  /** The tRPC client when the caller made one (to start queries before the first render). */
  client?: TrpcClient;
}) {
  const [trpcClient] = useState(() => client ?? createTrpcClient());
  return (
    <Providers i18n={i18n} queryClient={queryClient} trpcClient={trpcClient} device={device}>
      <BrowserRouter basename={basenameOf(parseLocale(i18n.language) ?? "en")}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
