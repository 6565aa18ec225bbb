import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "data/", "node_modules/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Browser code must never pull in server modules (secrets, database, disk); their types are fine. Route modules
    // (and root.tsx) may: React Router strips loaders and actions from the browser bundle; so may server-only code
    // (*.server.ts, the mail templates, the schema) and tests.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/routes/**",
      "app/root.tsx",
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "app/db/**",
      "app/modules/mail/templates/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              allowTypeImports: true,
              regex: "\\.server(\\.tsx?)?$",
              message: "Browser code must not import a server module (*.server.ts): move the shared part out of it.",
            },
            {
              allowTypeImports: true,
              regex: "(^|/)db/",
              message:
                "Browser code must not import app/db (it ships drizzle to the browser): status lists and other plain values live in app/modules/<area>/statuses.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route modules run in the browser too (React Router strips only their loaders and actions): the database
    // module and its schema stay in *.server.ts files, so no drizzle code reaches a client chunk.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)db/",
              message: "A route module must not import app/db: read the database in a *.server.ts file.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every action reads its form through readFormData: a body that is not a form is then a 4xx, not a 500 (issue 12).
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message: "Read a submitted form with readFormData(request) (app/modules/security/read-form-data.server.ts).",
        },
      ],
    },
  },
  {
    // The catalogs are read through the i18n module only (getServerT, getFrenchCatalog, the page's resources), so
    // every text goes through one lookup and one `{{ }}` filler, with keys typed from the French catalogs.
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/modules/i18n/**", "app/locales/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)locales/.*\\.json$",
              message: "Read a catalog through app/modules/i18n (getServerT, or getFrenchCatalog for a set of texts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
