/**
 * Providers: Mantine (theme, dates, notifications — the toast container loads after the page), React Query with the tRPC client, and the router.
 */
import { useState } from "react";
import { MantineProvider, type CSSVariablesResolver } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router-dom";
import { createTrpcClient, trpc, trpcErrorCode } from "./trpc";
import { theme } from "./theme";
import { DeferredNotifications } from "./components/DeferredNotifications";
import { router } from "./router";

/** Errors a retry cannot fix. */
const NO_RETRY = new Set(["NOT_FOUND", "UNAUTHORIZED", "FORBIDDEN", "BAD_REQUEST", "CONFLICT", "TOO_MANY_REQUESTS"]);

/** Darker secondary, error and placeholder colours than Mantine's defaults, for WCAG AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});

function makeQueryClient() {
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

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: "en-US", firstDayOfWeek: 0 }}>
        <DeferredNotifications position="top-right" limit={4} zIndex={1000} />
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </DatesProvider>
    </MantineProvider>
  );
}
