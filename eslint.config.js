// ESLint 9 flat config: typescript-eslint, React hooks, jsx-a11y, and the layer boundaries of
// docs/architecture.md as import rules. `npm run lint` runs this and `prettier --check .`.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports a folder of app/ may not make: `import type` stays allowed (a type crosses no layer at
 * run time). Both the `~/x` alias and relative paths are caught.
 * @param {string[]} folders folders under app/ that sit above this one
 * @param {string} message
 */
function forbidLayers(folders, message) {
  const names = folders.join("|");
  return {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(~/|(\\.\\./)+)(${names})(/|$)`,
            message,
            allowTypeImports: true,
          },
        ],
      },
    ],
  };
}

/**
 * A refusal (`AccessError`) is answered on a page through `refuse` (flows/respond.server.ts) only,
 * never by a route's own `isAccessError(...) ? translateRefusal(...)` (decision 028).
 */
const ONE_REFUSAL_PATH = [
  {
    name: "~/access/errors",
    importNames: ["isAccessError"],
    message: "Answer a refusal with refuse() from ~/flows/respond.server (decision 028).",
  },
  {
    name: "~/i18n/validation",
    importNames: ["translateRefusal"],
    message: "Answer a refusal with refuse() from ~/flows/respond.server (decision 028).",
  },
];

/**
 * Imports of the database connection and query helpers (SQL belongs in models; the schema's value
 * lists and types stay importable).
 * @param {string} message
 */
function forbidSql(message) {
  return {
    regex: `^(~/|(\\.\\./)+)db/(client|query|memo)\\.server`,
    message,
  };
}

/** Role names other modules must not branch on: a permission is a named rule in app/access. */
const ROLE_NAMES = "^(GlobalAdmin|ChapterLeader)$";
const ROLE_MESSAGE = "Name a rule from app/access (can / assertCan / a scope) instead of branching on a role.";
const NO_ROLE_BRANCHES = {
  "no-restricted-syntax": [
    "error",
    { selector: "Identifier[name=/^(isAdmin|isLeader)$/]", message: ROLE_MESSAGE },
    { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/${ROLE_NAMES}/]`, message: ROLE_MESSAGE },
    {
      selector: `CallExpression[callee.property.name=/^(includes|some|indexOf)$/] > Literal[value=/${ROLE_NAMES}/]`,
      message: ROLE_MESSAGE,
    },
    { selector: `SwitchCase > Literal[value=/${ROLE_NAMES}/]`, message: ROLE_MESSAGE },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      "public/build/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "warn" },
    rules: {
      "no-empty": ["error", { allowEmptyCatch: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Conventions: no `any` without a comment saying why (an eslint-disable comment with the reason).
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": [
        "warn",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // TypeScript files: unused names are tsc's check (tsconfig.json noUnusedLocals and
    // noUnusedParameters), which the typecheck step runs anyway; this rule was 54 % of ESLint's rule
    // time (decision 076). It stays on for JavaScript, which tsc does not check.
    files: ["**/*.{ts,tsx,mts,cts}"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Moving focus into a dialog or onto a confirmation step is the pattern, not a mistake.
      "jsx-a11y/no-autofocus": "warn",
      // Scrollable regions take focus so keyboards can scroll them (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "group", "log"] }],
    },
  },
  {
    // Runs code inside a headless browser page.
    files: ["scripts/make-hero-media.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Layers (docs/architecture.md): routes -> flows -> models -> access / db -> utils. Arrows never run
  // back up; the guide and the UI components stay out of the data layers.
  {
    files: ["app/utils/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "access", "db", "guide", "jobs", "messaging", "components", "i18n"],
      "app/utils is the bottom layer: it imports nothing from the app above it (pass what it needs in).",
    ),
  },
  {
    files: ["app/db/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "access", "guide", "jobs", "messaging", "components", "i18n"],
      "app/db holds the schema and the connection: it may use utils, nothing above it.",
    ),
  },
  {
    files: ["app/access/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "guide", "components", "i18n"],
      "app/access decides who may do what; models call it, not the other way round.",
    ),
  },
  {
    // Catalogues and `t` sit below the models (emails are written in them); the request's language
    // comes from the actor (access), never from a model.
    files: ["app/i18n/**", "app/locales/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "guide", "jobs", "messaging", "components"],
      "app/i18n holds catalogues and the request's language: models and routes use it, not the other way round.",
    ),
  },
  {
    files: ["app/messaging/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "components", "jobs"],
      "app/messaging is the outbound channels (email, SMS, links): models call it, not the other way round.",
    ),
  },
  {
    files: ["app/models/**"],
    rules: forbidLayers(["routes", "flows", "components"], "Models sit below routes, flows and components."),
  },
  {
    // Flows share request steps above the models: no rule and no SQL of their own.
    files: ["app/flows/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)routes(/|$)",
              message: "app/flows sits below the routes: routes call flows, not the other way round.",
              allowTypeImports: true,
            },
            forbidSql("app/flows runs no SQL: ask a model (app/models) for the rows."),
          ],
          paths: ONE_REFUSAL_PATH,
        },
      ],
    },
  },
  {
    // The one place a page's refusal is answered (decision 028).
    files: ["app/flows/respond.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)routes(/|$)",
              message: "app/flows sits below the routes.",
              allowTypeImports: true,
            },
            forbidSql("app/flows runs no SQL: ask a model (app/models) for the rows."),
          ],
        },
      ],
    },
  },
  {
    // A route reads top to bottom: guard, data from models, writes through models. No SQL of its own.
    files: ["app/routes/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [forbidSql("A route runs no SQL: ask a model (app/models) for the rows.")],
          paths: ONE_REFUSAL_PATH,
        },
      ],
    },
  },
  {
    // The JSON API answers refusals through handleApi (utils/api.server.ts), its own one path.
    files: ["app/routes/api.*"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [forbidSql("A route runs no SQL: ask a model (app/models) for the rows.")] },
      ],
    },
  },
  {
    files: ["app/jobs/**"],
    rules: forbidLayers(
      ["routes", "flows", "components", "guide"],
      "app/jobs is background work: it calls models and messaging, never routes, flows or UI.",
    ),
  },
  {
    // Who may do what is decided in app/access only (docs/architecture.md: a permission is a row there).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/access/**"],
    rules: NO_ROLE_BRANCHES,
  },
  {
    files: ["app/guide/**"],
    rules: forbidLayers(
      ["routes", "flows", "models", "components"],
      "The guide is its own module: no models, routes or UI.",
    ),
  },
  {
    files: ["app/components/**"],
    rules: forbidLayers(
      ["routes", "db"],
      "Components render what loaders give them: no route modules, no database (types are fine).",
    ),
  },
);
