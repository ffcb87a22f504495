import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { serverT } from "~/i18n/catalogue.server";
import { AUDIT_ACTIONS, auditActionLabel, formatAuditEntry } from "~/models/audit-format";

// Every action the app writes to the audit log reads as a sentence of its own in every language. The
// type of `writeAudit`'s action (AuditAction, the phrase table's keys) stops an action without a
// phrase at compile time; this test reads the code as well, so an action written through a cast or
// a plain string still fails here, and checks that each phrase exists in en, es and fr.

const ROOT = path.resolve(__dirname, "../..");
/** Where audit rows are written: the app, and the operators' scripts and demo data. */
const SOURCES = ["app", "scripts"].map((dir) => path.join(ROOT, dir));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The snake_case names on the lines that give an audit row its action (`action: …`, `chapterAudit(…)`). */
function writtenActions() {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    if (file.endsWith(path.join("models", "audit-format.ts"))) continue;
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (!/\baction:\s*[^\s]/.test(line) && !/\bchapterAudit\(/.test(line)) return;
      // A ternary split over the next lines belongs to the same action.
      const statement = [line, lines[i + 1] ?? "", lines[i + 2] ?? ""].join(" ").split(/[,;]\s*$/)[0]!;
      for (const [, action] of (/\baction:/.test(line) ? line : statement).matchAll(/["'`]([a-z]+(?:_[a-z]+)+)["'`]/g))
        found.set(action!, `${path.relative(ROOT, file)}:${i + 1}`);
    });
  }
  return found;
}

describe("audit actions", () => {
  it("finds the actions the code writes (the scan itself works)", () => {
    const written = writtenActions();
    for (const known of [
      "delete_account",
      "verify_email",
      "resend_email_check",
      "register_existing_email",
      "grant_role",
    ])
      expect(written.has(known), known).toBe(true);
    expect(written.size).toBeGreaterThan(60);
  });

  it("every action the code writes has a phrase", () => {
    const missing = [...writtenActions()].filter(([action]) => !AUDIT_ACTIONS.includes(action as never));
    expect(missing.map(([action, where]) => `${action} (${where})`)).toEqual([]);
  });

  it("an action without a phrase is caught", () => {
    expect(AUDIT_ACTIONS.includes("archive_old_resource" as never)).toBe(false);
  });

  it.each(LANGUAGES)("every phrase is written in %s, and not in English outside English", (lang) => {
    const t = serverT(lang);
    const english = serverT("en");
    for (const action of AUDIT_ACTIONS) {
      const label = auditActionLabel(action, t);
      expect(label, action).not.toMatch(/admin\.audit\.|common\./);
      if (lang !== "en") expect(label, `${action} in ${lang}`).not.toBe(auditActionLabel(action, english));
      // A full sentence, with the particulars the row may carry.
      const sentence = formatAuditEntry(
        { action, actorName: "Ana", subjectName: "Bo", metadata: { title: "T", chapterName: "C", reason: "R" } },
        { t, lang },
      );
      expect(sentence, action).not.toMatch(/admin\.audit\.|{{|}}/);
    }
  });
});
