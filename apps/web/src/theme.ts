import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

/** A calm medical teal, used as the primary colour (shades 8-9 darkened for text contrast). */
const brand: MantineColorsTuple = [
  "#e6fcf5",
  "#c3fae8",
  "#96f2d7",
  "#63e6be",
  "#38d9a9",
  "#20c997",
  "#12b886",
  "#0ca678",
  "#087f5b",
  "#066649",
];

export const theme = createTheme({
  primaryColor: "brand",
  // Shade 8 keeps white button text above WCAG AA contrast (5:1).
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: "700",
  },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { withBorder: true, radius: "lg", padding: "lg" } },
    // The show/hide button is a Tab stop (Mantine leaves it out of the tab order): keyboard users need it too.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
  },
});

/** Darker secondary, error and placeholder colours than Mantine's defaults, for WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});
