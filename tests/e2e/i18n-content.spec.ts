import { db } from "~/db/client.server";
import { announcements, events, resources, rsvps, userSettings } from "~/db/schema";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { expect, insertChapter, insertMembership, insertUser, loginAs, test } from "../helpers/e2e";
import { expectNoEnglish } from "../helpers/i18n";

// Events, announcements and resources in Spanish and French without JS: a chapter leader walks the
// lists, the create forms (with the server's validation answer), an event's roster and attendance,
// and a resource's page and edit form. The chapter's own texts (titles, bodies) stay as written.
// A modifier skip, checked before the test's fixtures: the js project's copies open no browser context.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the language sweep runs without JS");

for (const lang of ["es", "fr"] as const) {
  test(`events, announcements and resources pages show no English in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = (key: string) => CATALOGUES[lang].content[key]!;
    const tag = `${lang}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const chapter = insertChapter({ name: `Brigada ${tag}` });
    const leader = await insertUser({ roles: ["ChapterLeader", "Member"], displayName: "Lía Líder" });
    const member = await insertUser({ roles: ["Member"], displayName: "Mateo Miembro" });
    insertMembership(leader.id, chapter.id, "Leader");
    insertMembership(member.id, chapter.id, "Member");
    db.insert(userSettings)
      .values({ userId: leader.id, language: lang })
      .onConflictDoUpdate({ target: userSettings.userId, set: { language: lang } })
      .run();
    const event = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: `Simulacro ${tag}`,
        startAt: new Date(Date.now() + 3 * 86_400_000),
        locationText: "Estación 3",
        capacity: 10,
      })
      .returning()
      .get();
    db.insert(rsvps).values({ eventId: event.id, userId: member.id, status: "Confirmed" }).run();
    db.insert(announcements)
      .values({
        // A title the chapter wrote in English, the words of an interface text ("Global Network"):
        // the shared card header marks titles data-record, so the sweep reads past it.
        title: `${CATALOGUES.en.content["content.announcements.globalNetwork"]} Aviso ${tag}`,
        body: "Agua y linterna.",
        scope: "Chapter",
        chapterId: chapter.id,
        postedById: leader.id,
      })
      .run();
    const resource = db
      .insert(resources)
      .values({
        title: `Guía ${tag}`,
        accessLevel: "Leader",
        fileUrl: "https://example.org/guia.pdf",
        chapterId: chapter.id,
      })
      .returning()
      .get();

    await loginAs(page, leader.id);
    const visit = async (path: string, heading: string) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoEnglish(page, lang, ["content"], "main");
    };
    await visit(`/dashboard/events?q=${tag}`, text("content.events.title"));
    await expect(page.getByTestId("event-card")).toContainText(text("content.events.rsvp.confirm"));
    await visit("/dashboard/events/new", text("content.events.create"));
    // The server's validation answers in the page's language.
    await page
      .locator("main form")
      .getByRole("button", { name: text("content.events.create") })
      .click();
    await expect(
      page.getByText(CATALOGUES[lang].validation["validation.event-title-must-be-at-least-3-characters"]!),
    ).toBeVisible();
    await expectNoEnglish(page, lang, ["content", "validation"], "main");
    await visit(`/dashboard/events/${event.id}/roster`, text("content.roster.title").replace("{{title}}", event.title));
    await expect(page.getByTestId("roster-table")).toContainText(text("content.roster.response.Confirmed"));
    // Credential names in the training picker are catalogue data ("CERT Basic Training"): check the rest.
    await page.goto(`/dashboard/events/${event.id}/attendance`);
    await expect(
      page.getByRole("heading", { level: 1, name: text("content.attendance.title").replace("{{title}}", event.title) }),
    ).toBeVisible();
    for (const section of ["code-heading", "kiosk-heading", "roster-heading"]) {
      await expectNoEnglish(page, lang, ["content"], `main section[aria-labelledby="${section}"]`);
    }
    await expect(page.getByTestId("attendance-roster")).toContainText("Mateo Miembro");
    await expect(page.getByText(text("content.attendance.credential"))).toBeVisible();
    await visit(`/dashboard/announcements?q=${tag}`, text("content.announcements.title"));
    await expect(page.getByTestId("announcement-card")).toContainText(`Aviso ${tag}`);
    await visit("/dashboard/announcements/new", text("content.announcements.create"));
    await visit(`/dashboard/resources?access=Leader&q=${tag}`, text("content.resources.title"));
    await expect(page.getByTestId("resource-card")).toContainText(text("content.resources.access.Leader"));
    await visit("/dashboard/resources/new", text("content.resources.upload"));
    await visit(`/dashboard/resources/${resource.id}`, resource.title);
    await visit(`/dashboard/resources/${resource.id}/edit`, text("content.resources.editResource"));

    // The roster file and the event's calendar file come in the reader's language.
    const csv = await (await page.request.get(`/dashboard/events/${event.id}/roster.csv`)).text();
    expect(csv.split("\n")[0]).toContain(text("content.roster.csv.waitlistPosition"));
    const ics = (await (await page.request.get(`/api/events/${event.id}/calendar`)).text()).replace(/\r?\n[ \t]/g, "");
    expect(ics).toContain(text("content.ics.hostedBy").replace("{{chapter}}", chapter.name));
  });
}
