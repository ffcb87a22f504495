import { loadActor } from "~/access/actor.server";
import { createActivation } from "~/models/activation-send.server";
import { utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";
import { expect, insertEvent, signedInLeaderOf, test, uniqueSlug } from "../helpers/e2e";

/**
 * Issue 28 item 4, the audit: every time a chapter's event or call-out shows is read on the chapter's
 * clock with its zone named, plus "your time" where the viewer's clock reads differently. The leader
 * lives in New York (the default zone); the chapter is in Denver (Mountain time).
 */

const HOUR = 3_600_000;
const MOUNTAIN = /M[SD]T/;
const EASTERN = /E[SD]T/;

/** A chapter in Denver, on Mountain time. */
const denver = (name: string) => ({ name, city: "Denver", state: "CO", zip: "80202", timezone: "America/Denver" });

/** 7:00 PM Denver time, `days` from now. */
function sevenPmDenver(days: number) {
  const day = utcToZonedLocal(Date.now() + days * 24 * HOUR, "America/Denver").slice(0, 10);
  return zonedLocalToUtc(`${day}T19:00`, "America/Denver")!;
}

test.describe("times on the chapter's clock", () => {
  test("attendance, roster, my training, the chapter page and the go-kit read an event in the chapter's zone, with the leader's own time", async ({
    page,
  }) => {
    const t = uniqueSlug("zp").replace(/-/g, "");
    const { chapter } = await signedInLeaderOf(page, `Dana Denver ${t}`, denver(`Denver CERT ${t}`));
    const startAt = sevenPmDenver(3);
    const title = `Triage night ${t}`;
    const event = insertEvent(chapter.id, { title, startAt, locationText: "Station 1" });

    // The attendance page (and its kiosk): the header in Denver's zone, the leader's clock beside it.
    await page.goto(`/dashboard/events/${event.id}/attendance`);
    const header = page.getByText(`${chapter.name} · `);
    await expect(header).toContainText(/7:00 PM – 9:00 PM M[SD]T/);
    await expect(header).toContainText(/\(your time 9:00 PM – 11:00 PM E[SD]T\)/);
    // The check-in window on the chapter's clock too.
    await expect(
      page.getByText(/Members enter it on this page from .* 7:00 PM M[SD]T to .* 9:00 PM M[SD]T/),
    ).toBeVisible();

    await page.goto(`/dashboard/events/${event.id}/roster`);
    const rosterHeader = page.getByText(`${chapter.name} · `);
    await expect(rosterHeader).toContainText(/7:00 PM – 9:00 PM M[SD]T/);
    await expect(rosterHeader).toContainText(/\(your time 9:00 PM – 11:00 PM E[SD]T\)/);

    await page.goto("/dashboard/training");
    const listed = page.getByTestId("attendance-events").getByRole("listitem").filter({ hasText: title });
    await expect(listed).toContainText(/7:00 PM M[SD]T/);
    await expect(listed).toContainText(/\(your time .* 9:00 PM E[SD]T\)/);

    // The chapter's own page lists it the same way.
    await page.goto(`/chapters/${chapter.slug}`);
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText(/7:00 PM M[SD]T/);
    await expect(card.getByTestId("viewer-time")).toHaveText(/^Your time: .* 9:00 PM E[SD]T$/);

    await page.goto("/go-kit");
    const kit = page.getByRole("listitem").filter({ hasText: title });
    await expect(kit).toContainText(/7:00 PM M[SD]T/);
    await expect(kit).toContainText(/\(your time .* 9:00 PM E[SD]T\)/);
  });

  test("the activation history reads a call-out's time in its chapter's zone, as My Activations does", async ({
    page,
  }) => {
    const t = uniqueSlug("zh").replace(/-/g, "");
    const { leader, chapter } = await signedInLeaderOf(page, `Hal History ${t}`, denver(`Mountain CERT ${t}`));
    const title = `Zone history ${t}`;
    createActivation(
      loadActor(leader.id)!,
      {
        chapterId: chapter.id,
        kind: "Drill",
        title,
        details: "Checking the history's clock.",
        location: "Station 1",
        reportAt: new Date(Date.now() + HOUR),
        needed: 1,
      },
      { baseUrl: "http://127.0.0.1" },
    );
    await page.goto("/dashboard/activations");
    const row = page.getByTestId("activation-history").getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(MOUNTAIN);
    await expect(row).not.toContainText(EASTERN);
  });
});
