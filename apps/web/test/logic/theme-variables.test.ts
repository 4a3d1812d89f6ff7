/**
 * The theme's CSS variables that vite.config.ts writes into index.html's head, in place of the
 * ones MantineProvider would render with every page (src/App.tsx turns those off).
 */
import { describe, expect, it } from "vitest";
import { themeVariablesCss } from "../../vite-plugins/theme-variables";

describe("themeVariablesCss", () => {
  it("holds the theme's brand colours, its primary colour and the darker texts for contrast", () => {
    const css = themeVariablesCss();
    expect(css).toMatch(/^:root, :host\{/);
    expect(css).toContain("--mantine-color-brand-8: #087f5b;");
    expect(css).toContain("--mantine-primary-color-filled: var(--mantine-color-brand-filled);");
    expect(css).toContain("--mantine-color-brand-filled: var(--mantine-color-brand-8);");
    expect(css).toContain("--mantine-color-dimmed: var(--mantine-color-gray-7);");
    expect(css).toContain("--mantine-color-placeholder: #6c757d;");
  });
});
