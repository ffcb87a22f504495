// Expired sessions are deleted: by deleteExpiredSessions (run at every login) and by the sweep the
// server starts when it loads the build (at start and every hour).
import { afterEach, describe, expect, it, vi } from "vitest";
import { startSessionSweep, SESSION_SWEEP_INTERVAL_MS } from "~/access/session-sweep.server";
import { deleteExpiredSessions } from "~/access/sessions.server";
import { sqlite } from "~/db/client.server";
import { SESSION_IDLE_MS } from "~/utils/session.server";

const DAY = 24 * 60 * 60 * 1000;

function insertSession(id: string, opts: { lastSeenAt: number; expiresAt: number }) {
  const now = Date.now();
  const userId = `sweep-user-${id}`;
  sqlite()
    .prepare(
      "insert into users (id, email, display_name, password_hash, created_at, updated_at) values (?, ?, 'U', 'x', ?, ?)",
    )
    .run(userId, `${userId}@example.test`, now, now);
  sqlite()
    .prepare(
      "insert into sessions (id, user_id, kind, created_at, last_seen_at, expires_at) values (?, ?, 'browser', ?, ?, ?)",
    )
    .run(id, userId, now - 40 * DAY, opts.lastSeenAt, opts.expiresAt);
}

const remaining = (ids: string[]) =>
  sqlite()
    .prepare(`select id from sessions where id in (${ids.map(() => "?").join(",")}) order by id`)
    .pluck()
    .all(...ids) as string[];

afterEach(() => {
  vi.useRealTimers();
});

describe("expired sessions", () => {
  it("deleteExpiredSessions removes sessions past their expiry or idle too long and keeps live ones", () => {
    const now = Date.now();
    insertSession("s-live", { lastSeenAt: now - DAY, expiresAt: now + 10 * DAY });
    insertSession("s-expired", { lastSeenAt: now - DAY, expiresAt: now - 1 });
    insertSession("s-idle", { lastSeenAt: now - SESSION_IDLE_MS - 1_000, expiresAt: now + 10 * DAY });
    expect(deleteExpiredSessions(now)).toBeGreaterThanOrEqual(2);
    expect(remaining(["s-live", "s-expired", "s-idle"])).toEqual(["s-live"]);
  });

  it("the sweep runs at start and then on its interval, and survives a failing round", () => {
    vi.useFakeTimers();
    const sweep = vi.fn(() => 0);
    const stop = startSessionSweep({ sweep });
    expect(sweep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    sweep.mockImplementationOnce(() => {
      throw new Error("database is locked");
    });
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
    expect(error).toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(4);
  });

  it("the default sweep deletes expired rows from the database", () => {
    const now = Date.now();
    insertSession("t-expired", { lastSeenAt: now - DAY, expiresAt: now - 1 });
    const stop = startSessionSweep();
    stop();
    expect(remaining(["t-expired"])).toEqual([]);
  });
});
