import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { CATALOGUES, NAMESPACES } from "~/i18n/catalogue.server";
import { LANGUAGES, negotiateLanguage } from "~/i18n/config";
import { createT } from "~/i18n/translate";
import { translateValidation, validationKey } from "~/i18n/validation";
import { languageOf } from "../../server/response-cache.js";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(full);
    return /\.(tsx?|js)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The English messages users can meet in forms: in the zod schemas, the `"..."` message arguments
 * (`.min(3, "...")`, `message: "..."`, `required_error: "..."`, the `*_MESSAGES` tables), and in
 * models, flows and routes the `fieldErrors`/`formErrors` lists. Template literals come back apart.
 */
function formMessages() {
  const STR = String.raw`"((?:[^"\\]|\\.)*)"`;
  const TPL = String.raw`\`((?:[^\`\\]|\\.)*)\``;
  const uncomment = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const literals = new Set<string>();
  const templates = new Set<string>();
  const collect = (src: string, pattern: string, into: Set<string>) => {
    for (const m of src.matchAll(new RegExp(pattern, "g"))) into.add(m[1]!);
  };
  const schemas = fs.readdirSync("app/models").filter((f) => f.endsWith(".schema.ts"));
  for (const file of schemas) {
    const src = uncomment(fs.readFileSync(path.join("app/models", file), "utf8"));
    for (const into of [literals, templates]) {
      const s = into === literals ? STR : TPL;
      collect(src, String.raw`\b(?:message|required_error|invalid_type_error|error)\s*:\s*` + s, into);
      collect(src, String.raw`(?:\.\w+\(|,)\s*` + s + String.raw`\s*,?\s*\)`, into);
    }
    for (const table of src.matchAll(/_MESSAGES\s*=\s*\{([\s\S]*?)\}/g)) collect(table[1]!, STR, literals);
  }
  const actions = ["app/flows", "app/routes", "app/models"].flatMap((dir) =>
    fs.readdirSync(dir).map((f) => path.join(dir, f)),
  );
  for (const file of actions.filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".schema.ts"))) {
    collect(
      uncomment(fs.readFileSync(file, "utf8")),
      String.raw`\b\w+\s*:\s*\[\s*` + STR + String.raw`\s*\]`,
      literals,
    );
  }
  // Option values, paths, hidden fields and catalogue keys are single words; messages are not.
  const isMessage = (text: string) => /\s/.test(text);
  return { literals: [...literals].filter(isMessage), templates: [...templates].filter(isMessage) };
}

/**
 * The English messages of every refusal the app can throw: the message argument of `forbidden`,
 * `notFound`, `invalid`, `conflict`, `new AccessError`, `assertCan`, `requirePermission`, `pageError`
 * and `requireManager` in app/models, app/access, app/flows and app/routes, read from the syntax tree.
 * A constant (`ALREADY[status]`, `PROOF_MESSAGES.tooLarge`) is followed to its strings; a message
 * built at run time (a translated `t(...)`, a rethrown `error.message`) is not a literal and is skipped.
 */
let parsedRefusals: ReturnType<typeof parseRefusalMessages> | undefined;
/** Parsed once for the file's tests (a few seconds of compiler work). */
function refusalMessages() {
  return (parsedRefusals ??= parseRefusalMessages());
}

function parseRefusalMessages() {
  const MESSAGE_ARG: Record<string, number> = {
    forbidden: 0,
    notFound: 0,
    invalid: 0,
    conflict: 0,
    AccessError: 1,
    assertCan: 3,
    requirePermission: 3,
    pageError: 1,
    requireManager: 1,
  };
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const sources = ["app/models", "app/access", "app/flows", "app/routes"]
    .flatMap(files)
    .map((file) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));
  // Constants by name, across files (a schema's *_MESSAGES table is imported by its model).
  const constants = new Map<string, ts.Expression>();
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        constants.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const literals = new Set<string>();
  const templates = new Set<string>();
  const refusalKeys: { at: string; keys: string[] }[] = [];
  const objectOf = (e: ts.Expression): ts.ObjectLiteralExpression | null => {
    let inner = e;
    while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
    if (ts.isIdentifier(inner) && constants.has(inner.text)) return objectOf(constants.get(inner.text)!);
    return ts.isObjectLiteralExpression(inner) ? inner : null;
  };
  const take = (e: ts.Expression | undefined): void => {
    if (!e) return;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) literals.add(e.text);
    else if (ts.isTemplateExpression(e)) templates.add(e.getText().slice(1, -1));
    else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(take);
    else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) take(e.right);
    else if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) take(e.expression);
    else if (ts.isIdentifier(e) && constants.has(e.text)) take(constants.get(e.text));
    else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const table = objectOf(e.expression);
      const name = ts.isPropertyAccessExpression(e) ? e.name.text : null;
      for (const prop of table?.properties ?? []) {
        if (ts.isPropertyAssignment(prop) && (name === null || prop.name.getText() === name)) take(prop.initializer);
      }
    }
  };
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : "";
        if (name in MESSAGE_ARG && (name !== "AccessError" || ts.isNewExpression(node))) {
          take(node.arguments?.[MESSAGE_ARG[name]!]);
        }
        // `refusal(kind, english, key, values)`: built from values, it names its own catalogue key.
        if (name === "refusal" && ts.isCallExpression(node) && node.arguments.length === 4) {
          const key = node.arguments[2];
          const found = new Set<string>();
          const keys = (e: ts.Expression | undefined): void => {
            if (e && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e))) found.add(e.text);
            else if (e && ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(keys);
            else if (e && ts.isIdentifier(e) && constants.has(e.text)) keys(constants.get(e.text));
          };
          keys(key);
          refusalKeys.push({ at: node.getText().slice(0, 60), keys: [...found] });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals: [...literals], templates: [...templates], refusalKeys };
}

/** The texts a template literal's message builds: `${label} is required` matches "Title is required". */
function templatePattern(template: string) {
  const parts = template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+")}$`);
}

describe("message catalogues", () => {
  test("every key is in all three languages, in the file of its namespace", () => {
    for (const ns of NAMESPACES) {
      const english = Object.keys(CATALOGUES.en[ns]).sort();
      for (const key of english) expect(key.startsWith(`${ns}.`), `${key} in ${ns}.json`).toBe(true);
      for (const lang of LANGUAGES) {
        const keys = Object.keys(CATALOGUES[lang][ns]);
        // Plural forms may differ between languages (French and Spanish add _many): compare bases.
        const bases = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL_SUFFIX, "")))].sort();
        expect(bases(keys), `${lang}/${ns}.json`).toEqual(bases(english));
        for (const key of keys) expect(CATALOGUES[lang][ns][key]?.trim(), `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  test("every plural has the forms its language needs", () => {
    for (const lang of LANGUAGES) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const ns of NAMESPACES) {
        const keys = Object.keys(CATALOGUES[lang][ns]);
        const plurals = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")));
        for (const base of plurals) {
          // `_other` stands in for categories a language has but the text does not need (e.g. "many").
          expect(keys, `${lang} ${base}_other`).toContain(`${base}_other`);
          if (categories.includes("one")) expect(keys, `${lang} ${base}_one`).toContain(`${base}_one`);
        }
      }
    }
  });

  test("placeholders are the same in every language", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const ns of NAMESPACES) {
      for (const [key, english] of Object.entries(CATALOGUES.en[ns])) {
        for (const lang of LANGUAGES) {
          const text = CATALOGUES[lang][ns][key];
          if (text !== undefined) expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
        }
      }
    }
  });

  test("every key is used in the code, and every key the code uses exists", () => {
    const code = sourceFiles(path.resolve("app"))
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    const defined = new Set(
      NAMESPACES.flatMap((ns) => Object.keys(CATALOGUES.en[ns]).map((k) => k.replace(PLURAL_SUFFIX, ""))),
    );
    // `validation` keys are found by their English text (validationKey), tested below.
    for (const key of defined) {
      if (!key.startsWith("validation.")) expect(code.includes(`"${key}"`), `unused key ${key}`).toBe(true);
    }
    const prefixes = NAMESPACES.join("|");
    const used = new Set([...code.matchAll(new RegExp(`\\bt\\("((?:${prefixes})\\.[\\w.]+)"`, "g"))].map((m) => m[1]!));
    for (const key of used) expect(defined.has(key), `missing key ${key}`).toBe(true);
  });
});

describe("validation messages", () => {
  test("each key is the one validationKey derives from its English text", () => {
    for (const [key, english] of Object.entries(CATALOGUES.en.validation)) {
      // A plural family (a refusal built from a count) is keyed by its `_other` text.
      if (PLURAL_SUFFIX.test(key)) {
        const base = key.replace(PLURAL_SUFFIX, "");
        expect(validationKey(CATALOGUES.en.validation[`${base}_other`] ?? ""), key).toBe(base);
      } else expect(validationKey(english), english).toBe(key);
    }
  });

  test("every message a schema or a form action produces has a translation", () => {
    const { literals, templates } = formMessages();
    expect(literals.length).toBeGreaterThan(100);
    const english = Object.values(CATALOGUES.en.validation);
    for (const message of literals) {
      expect(CATALOGUES.en.validation[validationKey(message)], `no validation key for "${message}"`).toBeDefined();
    }
    // `${label} is required`: the concrete messages it builds are listed in the catalogue.
    for (const template of templates) {
      const pattern = templatePattern(template);
      expect(
        english.some((text) => pattern.test(text)),
        `no validation message built by \`${template}\``,
      ).toBe(true);
    }
  });

  test("an English page shows the schema's message; another language its translation, or English when missing", () => {
    const [key, english] = Object.entries(CATALOGUES.en.validation)[0] ?? ["validation.x", "X"];
    expect(translateValidation(createT("en", {}), english)).toBe(english);
    expect(translateValidation(createT("es", CATALOGUES.es.validation), "Not a message we have")).toBe(
      "Not a message we have",
    );
    if (CATALOGUES.es.validation[key]) {
      expect(translateValidation(createT("es", CATALOGUES.es.validation), english)).toBe(CATALOGUES.es.validation[key]);
    }
  });
});

describe("refusals", () => {
  test("every refusal a model, rule or page can throw has a translation (pages show it in their language)", () => {
    const { literals, templates } = refusalMessages();
    expect(literals.length).toBeGreaterThan(60);
    for (const message of literals) {
      expect(
        CATALOGUES.en.validation[validationKey(message)],
        `no validation key for refusal "${message}"`,
      ).toBeDefined();
    }
    const english = Object.values(CATALOGUES.en.validation);
    for (const template of templates) {
      const pattern = templatePattern(template);
      expect(
        english.some((text) => pattern.test(text)),
        `no refusal message built by \`${template}\``,
      ).toBe(true);
    }
    // Parses every app source file with the TypeScript compiler: ~3 s quiet, past 20 s on a loaded machine
    // (#32); the ceiling is for that case, not a wait.
  }, 90_000);

  test("a refusal built from values names catalogue keys that every language has", () => {
    const { refusalKeys } = refusalMessages();
    expect(refusalKeys.length).toBeGreaterThanOrEqual(2);
    for (const { at, keys } of refusalKeys) {
      expect(keys.length, `refusal without a literal key: ${at}`).toBeGreaterThan(0);
      for (const key of keys) {
        for (const lang of LANGUAGES) {
          const texts = Object.entries(CATALOGUES[lang].validation).filter(
            ([k]) => k.replace(PLURAL_SUFFIX, "") === key,
          );
          expect(texts.length, `${lang} has no ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  test("a refusal reads in the page's language; one the catalogue lacks stays as it is", () => {
    const es = createT("es", CATALOGUES.es.validation);
    expect(translateValidation(es, "Already checked in.")).toBe(
      CATALOGUES.es.validation["validation.already-checked-in"],
    );
    expect(translateValidation(es, "Already checked in.")).not.toBe("Already checked in.");
    expect(translateValidation(createT("en", {}), "Already checked in.")).toBe("Already checked in.");
  });
});

describe("translate", () => {
  test("plurals, numbers and placeholders follow the language", () => {
    const t = createT("fr", { "x.n_one": "{{count}} formulaire", "x.n_other": "{{count}} formulaires" });
    expect(t("x.n", { count: 1 })).toBe("1 formulaire");
    expect(t("x.n", { count: 0 })).toBe("0 formulaire"); // French: 0 is singular
    expect(t("x.n", { count: 1200 })).toBe("1\u202f200 formulaires");
    const en = createT("en", { "x.n_one": "{{count}} form", "x.n_other": "{{count}} forms" });
    expect(en("x.n", { count: 0 })).toBe("0 forms");
    expect(en("missing.key")).toBe("missing.key");
  });

  test("Accept-Language picks the best supported language", () => {
    expect(negotiateLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLanguage("de-DE,fr;q=0.7,en;q=0.5")).toBe("fr");
    expect(negotiateLanguage("en;q=0.2, fr-CA")).toBe("fr");
    expect(negotiateLanguage("de, it")).toBeNull();
    expect(negotiateLanguage("")).toBeNull();
    expect(negotiateLanguage("es;q=0")).toBeNull();
  });

  test("the server's response cache keys visitors' pages on the same language the app picks", () => {
    for (const header of [
      "es-MX,es;q=0.9,en;q=0.8",
      "de-DE,fr;q=0.7,en;q=0.5",
      "en;q=0.2, fr-CA",
      "de, it",
      "",
      "*",
      "es;q=0",
      "EN-us",
    ]) {
      expect(languageOf(header), header).toBe(negotiateLanguage(header) ?? "");
    }
  });
});
