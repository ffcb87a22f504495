import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageQueue } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { calendarTexts } from "~/flows/calendar-texts.server";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { messageEventAttendees, rosterCsvHeader } from "~/models/event-roster.server";
import { setLanguagePreference } from "~/models/language.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { buildEventCalendar } from "~/utils/ics.server";
import { actorOf } from "../helpers/actor";
import { rsvpWorld } from "../helpers/rsvp-world";

let n = 0;
async function person(name: string, roles: Array<"Member" | "GlobalAdmin">, lang?: Lang) {
  const u = await createUser({
    email: `content-i18n${n++}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: name,
    roles,
  });
  if (lang) setLanguagePreference(u.id, lang);
  return actorOf(u);
}

// An event in a new "Austin CERT", open to the network so any signed-in user may answer (who may
// RSVP has its own tests, event-access.test.ts), tomorrow, with this many places (null: no limit).
const { openEvent } = rsvpWorld({
  person: "Reader",
  email: "content-i18n",
  chapter: "Austin CERT",
  slug: "content-i18n",
  event: "Shelter drill",
});

const mailTo = (email: string) => queuedMail().where(eq(messageQueue.to, email)).all();

describe("event emails and files in each reader's language", () => {
  it("a leader's roster message reaches each attendee with the product's words in their language", async () => {
    const e = openEvent(null);
    const admin = await person("Lee Leader", ["GlobalAdmin"]);
    const ana = await person("Ana", ["Member"], "es");
    const luc = await person("Luc", ["Member"], "fr");
    const sam = await person("Sam", ["Member"]);
    for (const who of [ana, luc, sam]) setRsvp(who, { eventId: e.id, status: "Confirmed" });

    const { sent } = await messageEventAttendees(actorOf(admin), e.id, {
      audience: "going",
      subject: "Bring water",
      body: "Two litres each, please.",
    });
    expect(sent).toBe(3);

    const [es] = mailTo(ana.email);
    expect(es!.subject).toBe("[Austin CERT] Bring water");
    expect(es!.text).toContain("Two litres each, please.");
    expect(es!.text).toContain(`Enviado por Lee Leader a quienes respondieron a «${e.title}» en CERT Chapters.`);
    expect(es!.text).not.toContain("Sent by");

    const [fr] = mailTo(luc.email);
    expect(fr!.text).toContain(`Envoyé par Lee Leader aux personnes qui ont répondu à « ${e.title} »`);
    expect(fr!.text).toContain("Two litres each, please.");

    const [en] = mailTo(sam.email);
    expect(en!.text).toContain(`Sent by Lee Leader to people who answered "${e.title}" on CERT Chapters.`);
  });

  it("the waitlist promotion notice is in the promoted person's language", async () => {
    const e = openEvent(1);
    const holder = await person("Holder", ["Member"]);
    const waiting = await person("Ana", ["Member"], "es");
    setRsvp(holder, { eventId: e.id, status: "Confirmed" });
    expect(setRsvp(waiting, { eventId: e.id, status: "Confirmed" }).waitlisted).toBe(true);
    setRsvp(holder, { eventId: e.id, status: "Declined" });
    const [mail] = mailTo(waiting.email);
    expect(mail!.subject).toBe(`Tienes plaza: ${e.title}`);
    expect(mail!.text).toContain("Hola, Ana:");
    expect(mail!.text).toContain("eras la primera persona de la lista de espera");
    // The time carries its zone through the one formatter (abbreviation or offset).
    expect(mail!.text).toMatch(/\d{1,2}:\d{2}.*(E[SD]T|C[SD]T|GMT|UTC)/);
    expect(mail!.text).not.toContain("Hello");
  });

  it("calendar files and the roster file use the requester's words", () => {
    const event = {
      id: "e1",
      title: "Drill",
      description: null,
      startAt: new Date("2026-12-01T15:00:00Z"),
      endAt: null,
      locationText: "Hall",
      chapterName: "Austin CERT",
      chapterSlug: "austin-cert",
    };
    const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");
    expect(unfold(buildEventCalendar(event, "https://cert.example", calendarTexts(serverT("fr"))))).toContain(
      "Organisé par Austin CERT.",
    );
    expect(unfold(buildEventCalendar(event, "https://cert.example"))).toContain("Hosted by Austin CERT.");
    expect(rosterCsvHeader(serverT("es"))).toEqual([
      "Nombre",
      "Correo",
      "Teléfono",
      "Respuesta",
      "Puesto en la lista de espera",
      "Respondió el (UTC)",
    ]);
    expect(rosterCsvHeader(serverT("en"))[5]).toBe("Responded at (UTC)");
  });
});
