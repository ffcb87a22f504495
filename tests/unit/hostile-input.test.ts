// Issue 27's hostile inputs below the HTTP layer: redirect targets from user input, control
// characters in the directory search, what a refused form echoes back, and secrets at rest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { createSessionRow, deleteSession, findLiveSession, sessionIdOf } from "~/access/sessions.server";
import { db, openDatabase, sqlite } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createUser } from "~/models/user.server";
import { searchDirectory } from "~/models/directory.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { safeRedirect, searchText } from "~/utils/misc";

describe("safeRedirect", () => {
  it("percent-encodes what a Location header cannot carry, as a browser would", () => {
    expect(safeRedirect("/chapters?q=Español ✓")).toBe("/chapters?q=Espa%C3%B1ol%20%E2%9C%93");
    expect(safeRedirect("/guide#ß")).toBe("/guide#%C3%9F");
    expect(safeRedirect("/dashboard?x=%E2%9C%93")).toBe("/dashboard?x=%E2%9C%93");
  });

  it("falls back for control characters, lone surrogates, off-site and overlong targets", () => {
    for (const bad of [
      "/a\u0000b",
      "/a\rb",
      "/\u007f",
      "/\ud800",
      "//evil.example",
      "/\\evil",
      "http://x",
      "/" + "a".repeat(2001),
    ]) {
      expect(safeRedirect(bad, "/home"), JSON.stringify(bad)).toBe("/home");
    }
  });

  it("every answer is a same-site path a Location header can carry", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "binary" }),
          fc.string().map((s) => `/${s}`),
        ),
        (to) => {
          const target = safeRedirect(to, "/");
          expect(target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$|^\/$/);
          // What Node checks before it sends a header (a 500 otherwise).
          expect(() => new Headers({ Location: target })).not.toThrow();
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("directory search", () => {
  it("treats control characters as spaces instead of failing in the FTS query", () => {
    expect(searchText("  Aus\u0000tin\u001f ")).toBe("Aus tin");
    for (const q of ["\u0000", "abc\u0000def", "\u0000\u0000\u0000", '"\u0000"', "tx\u0000"]) {
      expect(() => searchDirectory({ q, viewer: null }), JSON.stringify(q)).not.toThrow();
    }
  });
});

describe("a refused form's reply", () => {
  const schema = z.object({ email: z.string().email().max(254), note: z.string().max(10).optional() });

  it("echoes no field longer than the schema allows, and unknown fields at most 200 characters", () => {
    const form = new FormData();
    form.set("email", "x".repeat(100_000));
    form.set("note", "y".repeat(50));
    form.set("extra", "z".repeat(100_000));
    const reply = parseSubmission(form, { schema }).reply();
    const echoed = reply.initialValue as Record<string, string>;
    expect(echoed.email).toHaveLength(254);
    expect(echoed.note).toHaveLength(10);
    expect(echoed.extra).toHaveLength(200);
    expect(JSON.stringify(reply).length).toBeLessThan(2_000);
  });

  it("reads a forged __intent__ as no intent instead of throwing", () => {
    const form = new FormData();
    form.set("email", "a@example.test");
    form.set("__intent__", "{not json");
    const submission = parseSubmission(form, { schema });
    expect(submission.status).toBe("success");
  });
});

describe("secrets at rest", () => {
  it("stores the SHA-256 of a session token, never the token, and finds the session by it", async () => {
    const u = await createUser({ email: "hash@example.test", password: "Correct-Horse-42", displayName: "H" });
    const row = createSessionRow(u.id, "api");
    expect(row.id).toBe(sessionIdOf(row.token));
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
    const stored = db.select().from(sessions).where(eq(sessions.userId, u.id)).all();
    expect(stored.map((s) => s.id)).toEqual([row.id]);
    // Nowhere in the table, in any column.
    const dump = JSON.stringify(sqlite().prepare("select * from sessions").all());
    expect(dump).not.toContain(row.token);
    // The token finds the session; the stored id does not (a stolen backup signs nobody in).
    expect(findLiveSession(row.token)?.userId).toBe(u.id);
    expect(findLiveSession(row.id)).toBeNull();
    deleteSession(row.token);
    expect(findLiveSession(row.token)).toBeNull();
  });

  it("creates the database file readable by its owner only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-mode-"));
    const file = path.join(dir, "data", "app.db");
    try {
      const opened = openDatabase(file);
      try {
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
        // SQLite gives the write-ahead log the database file's mode.
        expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
      } finally {
        opened.sqlite.close();
      }
      // An existing file with a looser mode is taken back to 0600.
      fs.chmodSync(file, 0o644);
      openDatabase(file).sqlite.close();
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
