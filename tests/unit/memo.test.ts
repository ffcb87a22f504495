// Aggregates kept until the database changes: any write, through the app's connection or another
// one, or the time limit, ends the kept value.
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databasePath, db, sqlite } from "~/db/client.server";
import { chapters } from "~/db/schema";
import { getMetricsFor } from "~/models/metrics.server";
import { createUser } from "~/models/user.server";
import { clearMemos, memoUntilContentChange, memoUntilWrite } from "~/db/memo.server";
import { actorOf } from "../helpers/actor";

afterEach(() => {
  vi.useRealTimers();
  clearMemos();
});

describe("memoUntilWrite", () => {
  it("reuses the value until this connection writes", () => {
    let calls = 0;
    const compute = () => ++calls;
    expect(memoUntilWrite("k", compute)).toBe(1);
    expect(memoUntilWrite("k", compute)).toBe(1);
    db.insert(chapters)
      .values({ name: "Memo One", slug: `memo-one-${Date.now()}`, city: "Austin", state: "TX", regionCode: "6" })
      .run();
    expect(memoUntilWrite("k", compute)).toBe(2);
    expect(memoUntilWrite("k", compute)).toBe(2);
  });

  it("lets go when another connection commits", () => {
    let calls = 0;
    const compute = () => ++calls;
    memoUntilWrite("k2", compute);
    const other = new Database(databasePath());
    other
      .prepare(
        "insert into chapters (id, name, slug, city, state, region_code, status, created_at, updated_at) values (?, ?, ?, 'Austin', 'TX', '6', 'Approved', 0, 0)",
      )
      .run(`memo-${Date.now()}`, "Memo Two", `memo-two-${Date.now()}`);
    other.close();
    expect(memoUntilWrite("k2", compute)).toBe(2);
  });

  it("lets go after its seconds", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let calls = 0;
    const compute = () => ++calls;
    memoUntilWrite("k3", compute, 10);
    vi.setSystemTime(Date.now() + 9_000);
    expect(memoUntilWrite("k3", compute, 10)).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(memoUntilWrite("k3", compute, 10)).toBe(2);
  });

  it("an admin's network metrics follow a new chapter at once", async () => {
    const admin = await createUser({
      email: `memo-admin-${Date.now()}@example.test`,
      password: "Correct-Horse-42",
      displayName: "Memo Admin",
      roles: ["GlobalAdmin"],
    });
    const before = getMetricsFor(actorOf(admin)).totalChapters;
    expect(getMetricsFor(actorOf(admin)).totalChapters).toBe(before);
    db.insert(chapters)
      .values({ name: "Memo Three", slug: `memo-three-${Date.now()}`, city: "Austin", state: "TX", regionCode: "6" })
      .run();
    expect(getMetricsFor(actorOf(admin)).totalChapters).toBe(before + 1);
  });
});

describe("memoUntilContentChange", () => {
  const insertChapter = (connection: Database.Database, name: string) =>
    connection
      .prepare(
        "insert into chapters (id, name, slug, city, state, region_code, status, created_at, updated_at) values (?, ?, ?, 'Austin', 'TX', '6', 'Approved', 0, 0)",
      )
      .run(`memo-${name}-${Date.now()}`, name, `memo-${name.toLowerCase()}-${Date.now()}`);

  it("reuses the value until public content changes, in this connection or another one", () => {
    let calls = 0;
    const compute = () => ({ value: ++calls });
    expect(memoUntilContentChange("c1", compute)).toBe(1);
    expect(memoUntilContentChange("c1", compute)).toBe(1);
    const other = new Database(databasePath());
    insertChapter(other, "Content One");
    other.close();
    expect(memoUntilContentChange("c1", compute)).toBe(2);
    insertChapter(sqlite(), "Content Two");
    expect(memoUntilContentChange("c1", compute)).toBe(3);
    expect(memoUntilContentChange("c1", compute)).toBe(3);
  });

  it("lets go once its validUntil has passed, and after a minute at most", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let calls = 0;
    const until = Date.now() + 5_000;
    const compute = () => ({ value: ++calls, validUntil: until });
    memoUntilContentChange("c2", compute);
    vi.setSystemTime(until);
    expect(memoUntilContentChange("c2", compute)).toBe(1);
    vi.setSystemTime(until + 1);
    expect(memoUntilContentChange("c2", compute)).toBe(2);

    const forever = () => ({ value: ++calls });
    expect(memoUntilContentChange("c3", forever)).toBe(3);
    vi.setSystemTime(Date.now() + 59_000);
    expect(memoUntilContentChange("c3", forever)).toBe(3);
    vi.setSystemTime(Date.now() + 2_000);
    expect(memoUntilContentChange("c3", forever)).toBe(4);
  });
});
