// One flat config for the whole repo: typescript-eslint's type-checked rules everywhere (each file
// typed by the tsconfig that owns it), React hooks and accessibility rules for the web app.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "**/coverage/**",
      "**/.turbo/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "packages/db/src/generated/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is typed by the nearest tsconfig.json that includes it; Vite's config and the web
        // app's build scripts run in Node, outside the browser app's tsconfig, so they get the base one.
        projectService: {
          allowDefaultProject: ["apps/web/vite.config.ts", "apps/web/scripts/*.ts"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Plain JavaScript files (this config, PostCSS's, the SSR boot script, a Node preload) have no types.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    // Served as-is to the browser as a classic script.
    files: ["apps/web/public/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    files: ["packages/*/test/**/*.ts", "apps/api/test/**/*.ts", "e2e/**/*.ts"],
    rules: {
      // Vitest's and Playwright's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`.
      "@typescript-eslint/no-unsafe-assignment": "off",
      // Tests drop fields with a rest destructuring (`{ createdAt: _c, ...fields }`) to send back the rest.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
);
