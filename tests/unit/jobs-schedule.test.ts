// The daily credential reminders run at the same UTC times with croner's `utcOffset: 0` as with
// `timezone: "UTC"` (the schedule the jobs used before decision 079), whatever the pattern.
import { Cron } from "croner";
import { describe, expect, it } from "vitest";
import { REMINDERS_SCHEDULE } from "~/jobs/index.server";

describe("the reminders' schedule", () => {
  it.each(["0 14 * * *", "30 2 * * 0", "0 0 1 * *", "*/7 3-5 * * 1-5", "0 12 29 2 *"])(
    "%s: the times in UTC",
    (pattern) => {
      const now = new Date("2026-03-07T13:59:59.000Z");
      const kept = new Cron(pattern, { ...REMINDERS_SCHEDULE, paused: true, startAt: now });
      const utc = new Cron(pattern, { timezone: "UTC", paused: true, startAt: now });
      const runs = kept.nextRuns(40, now).map((d) => d.toISOString());
      expect(runs).toHaveLength(40);
      expect(runs).toEqual(utc.nextRuns(40, now).map((d) => d.toISOString()));
      kept.stop();
      utc.stop();
    },
  );

  it("runs the default pattern at 14:00 UTC", () => {
    const cron = new Cron("0 14 * * *", { ...REMINDERS_SCHEDULE, paused: true });
    const next = cron.nextRun(new Date("2026-07-01T15:00:00.000Z"));
    expect(next?.toISOString()).toBe("2026-07-02T14:00:00.000Z");
    cron.stop();
  });
});
