// One flat config for the whole repo: typescript-eslint's type-checked rules everywhere (each file
// typed by the tsconfig that owns it), React hooks and accessibility rules for the web app.
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Patient-side files whose text is all translated (i18next/no-literal-string). */
const TRANSLATED = [
  "apps/web/src/components/NavBar*.tsx",
  "apps/web/src/components/Layout.tsx",
  "apps/web/src/components/Language*.tsx",
  // Booking side.
  "apps/web/src/features/basket/**/*.tsx",
  "apps/web/src/components/appointments/**/*.tsx",
  "apps/web/src/components/StatusBadge.tsx",
  "apps/web/src/features/booking-detail/**/*.tsx",
  "apps/web/src/features/dashboard/**/*.tsx",
  "apps/web/src/components/results/**/*.tsx",
  "apps/web/src/features/booking/**/*.tsx",
  "apps/web/src/features/results/**/*.tsx",
  // Account, info and blog screens and the shared pieces they use.
  "apps/web/src/features/{auth,account,profile,info,blog}/**/*.tsx",
  "apps/web/src/components/{Field,FormErrorAlert,NewPasswordFields,RequireAuth,SectionCard,HeadingText,ContactLinks}.tsx",
  "apps/web/src/i18n/LocalizedMessage.tsx",
];
// The browsing side: home, search, category, test, labs and lab pages, not-found, and their shared components.
TRANSLATED.push(
  "apps/web/src/features/{home,search,category,test-detail,lab,labs,not-found}/**/*.tsx",
  "apps/web/src/components/{Footer,SearchBox,BackButton,DetailPage,LoadErrorAlert,RouteError,PageLoader,CookieBanner,CookieConsent,LabCardHeading,IconRow,ContactLinks,Logo,PriceTableCells}.tsx",
  "apps/web/src/components/{a11y,near,doctor-list,basket}/**/*.tsx",
);

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
    files: ["packages/*/test/**/*.ts", "apps/server/test/**/*.ts", "e2e/**/*.ts"],
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
    // Destructuring a field away to copy the rest (`const { key, ...rest } = row`) is how the web
    // app drops a field from an object.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    // The patient side's visible text goes through the translations (apps/web/src/i18n): no text
    // written into JSX. TRANSLATED grows as screens are translated; the console stays English.
    files: TRANSLATED,
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }] },
  },
  // Which package may import which (docs/architecture.md): the browser bundle never reaches the
  // database or the server's code, and the domain rules stay free of zod and of I/O.
  {
    files: ["packages/domain/src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@labcompare/*", "zod"],
              message: "packages/domain imports none of our packages, and no zod.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/validators/src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@labcompare/*", "!@labcompare/domain", "!@labcompare/domain/*"],
              message: "packages/validators may import only @labcompare/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/db/src/**/*.ts", "packages/auth/src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@labcompare/api",
                "@labcompare/api/*",
                "@labcompare/auth",
                "@labcompare/server",
                "@labcompare/web",
              ],
              message: "The data layer and auth never import the API or the apps.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@labcompare/api",
              message: "The web app imports the API's types only (import type).",
              allowTypeImports: true,
            },
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message:
                "Use src/i18n/useTranslation: one fixed t per instance and namespaces, not a subscription per component.",
            },
          ],
          patterns: [
            {
              group: [
                "@labcompare/db",
                "@labcompare/db/*",
                "@labcompare/auth",
                "@labcompare/auth/*",
                "@labcompare/server",
              ],
              message: "Server code never ships to the browser.",
            },
          ],
        },
      ],
    },
  },
  // packages/api: routers (src/routers/<area>/) wire procedures to the services of src/<subject>/;
  // a router never imports another area's folder, and a service never imports a router.
  // packages/api/test/import-graph.test.ts checks the same on resolved paths, and that no cycle runs
  // through packages/api/src.
  ...[1, 2].map((depth) => ({
    files: [`packages/api/src/routers/*/${"*/".repeat(depth - 1)}*.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
              message:
                "A router imports only its own area's folder (src/routers/<area>/) and the services of src/<subject>/.",
            },
            {
              regex: "(^|/)(routers/|root(\\.ts)?$)",
              message:
                "A router never imports another area's router folder or the root router (src/root.ts), which composes them.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["packages/api/src/**/*.ts"],
    ignores: ["packages/api/src/routers/**", "packages/api/src/root.ts", "packages/api/src/index.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(routers/|root(\\.ts)?$)",
              message: "Services never import routers: move the shared code to a service of src/<subject>/.",
            },
          ],
        },
      ],
    },
  },
);
