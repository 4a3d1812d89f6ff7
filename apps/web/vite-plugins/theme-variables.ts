/**
 * The theme's CSS variables (Mantine's `:root { --mantine-… }` for src/theme.ts and its resolver) as
 * a `<style data-mantine-styles>` in index.html's head, written once per build. MantineProvider would
 * otherwise compute and render them with every page, in the browser and in each server render; the
 * app's provider is told not to (`withCssVariables={false}`, src/App.tsx). The text is Mantine's own:
 * the provider rendered once here, with nothing inside it.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider } from "@mantine/core";
import type { Plugin } from "vite";
import { cssVariablesResolver, theme } from "../src/theme";

/** The CSS text MantineProvider writes for the app's theme (what its `<style data-mantine-styles>` holds). */
export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      defaultColorScheme: "light",
      withGlobalClasses: false,
    }),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error("MantineProvider rendered no CSS variables: see vite-plugins/theme-variables.ts");
  return css;
}

/** Adds the theme's CSS variables to index.html's head (build and dev server alike). */
export function themeVariablesInHead(): Plugin {
  let css: string | undefined;
  return {
    name: "theme-variables-in-head",
    transformIndexHtml() {
      css ??= themeVariablesCss();
      return [{ tag: "style", attrs: { "data-mantine-styles": "true" }, children: css, injectTo: "head" }];
    },
  };
}
