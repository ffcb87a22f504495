import { describe, expect, it } from "vitest";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import {
  eventCancelNotice,
  eventChangeNotice,
  eventReminderNotice,
  type NoticeRecipient,
} from "~/models/event-notices";
import { promotionMessage } from "~/models/rsvp.server";

/**
 * The texts people who answered an event receive (change, cancellation, reminder, a place from the
 * waitlist): every time in the event's zone, named, through the one formatter; the recipient's own
 * clock beside it when it reads differently; in their language (issue 28 items 1, 4 and 6).
 */

const HOUR = 3_600_000;

function facts(chapterTimeZone: string, startAt: Date) {
  return {
    title: "Triage drill",
    chapterName: "Desert CERT",
    chapterTimeZone,
    startAt,
    endAt: new Date(startAt.getTime() + 2 * HOUR),
    locationText: "Fire Station 3",
    url: "https://cert.example/events/e1",
  };
}

const who = (lang: Lang, timeZone: string): NoticeRecipient => ({ name: "Rita", lang, timeZone });

// 2027-01-12 02:00Z: 7:00 PM on the 11th in Phoenix (MST all year), 4:00 PM in Honolulu (HST).
const START = new Date("2027-01-12T02:00:00Z");

describe("event notices carry their zone", () => {
  it("a reminder in Phoenix reads MST all year, with the reader's own clock when it differs", () => {
    const { subject, text, sms } = eventReminderNotice(
      serverT("en"),
      "en",
      { ...facts("America/Phoenix", START), whatToBring: "Water" },
      who("en", "America/New_York"),
    );
    expect(subject).toBe("Reminder: Triage drill, Jan 11, 2027, 7:00 PM MST");
    expect(text).toContain("When: Monday, January 11, 2027, 7:00 PM – 9:00 PM MST");
    expect(text).toContain("Your time: 9:00 PM – 11:00 PM EST");
    expect(text).toContain("What to bring: Water");
    expect(sms).toBe('Desert CERT reminder: "Triage drill" Jan 11, 2027, 7:00 PM MST, Fire Station 3.');
    // In July Phoenix still reads MST (no daylight saving), where Denver reads MDT.
    const july = new Date("2027-07-13T02:00:00Z");
    const summer = eventReminderNotice(
      serverT("en"),
      "en",
      { ...facts("America/Phoenix", july), whatToBring: null },
      who("en", "America/Phoenix"),
    );
    expect(summer.text).toContain("7:00 PM – 9:00 PM MST");
    expect(summer.text).not.toContain("Your time:");
    expect(summer.text).not.toContain("What to bring");
  });

  it("a change in Honolulu names HST, old and new, and the reader's clock, in Spanish", () => {
    const before = { startAt: START, endAt: new Date(START.getTime() + 2 * HOUR), locationText: "Fire Station 3" };
    const moved = new Date(START.getTime() + 24 * HOUR);
    const { subject, text, sms } = eventChangeNotice(
      serverT("es"),
      "es",
      { ...facts("Pacific/Honolulu", moved), before },
      who("es", "America/Los_Angeles"),
    );
    expect(subject).toBe("Cambio: Triage drill");
    expect(text).toMatch(
      /Nueva hora: martes, 12 de enero de 2027, 16:00 – 18:00 (HST|GMT-10) \(antes: lunes, 11 de enero de 2027, 16:00/,
    );
    expect(text).toMatch(/En tu hora: 18:00 – 20:00 (PST|GMT-8)/);
    expect(sms).toMatch(/12 ene 2027, 16:00 (HST|GMT-10)/);
  });

  it("a cancellation in French names the zone in the email and the text", () => {
    const { subject, text, sms } = eventCancelNotice(
      serverT("fr"),
      "fr",
      { ...facts("America/Chicago", START), reason: "Tempête" },
      who("fr", "America/Chicago"),
    );
    expect(subject).toBe("Annulé : Triage drill");
    expect(text).toMatch(/20:00.*(UTC−6|UTC-6|GMT-6|CST)/);
    expect(text).not.toContain("Chez vous");
    expect(sms).toMatch(/20:00 (UTC−6|UTC-6|GMT-6|CST)/);
    // Texts are sent in the GSM 7-bit alphabet: the reason loses its circumflex, not its words.
    expect(sms).toContain("ANNULÉ : Tempete");
  });

  it("the waitlist promotion names the chapter's zone in every language", () => {
    for (const language of ["en", "es", "fr"] as const) {
      const { text } = promotionMessage(
        { title: "Triage drill", startAt: START, chapterName: "Desert CERT", chapterTimeZone: "America/Phoenix" },
        { email: "rita@example.test", displayName: "Rita", language },
      );
      expect(text, language).toMatch(/19:00|7:00 PM/);
      expect(text, language).toMatch(/MST|GMT-7|UTC−7|UTC-7/);
      expect(text, language).not.toMatch(/Your time|En tu hora|Chez vous/);
    }
    // Someone whose own clock reads differently is told their time too.
    const { text } = promotionMessage(
      { title: "Triage drill", startAt: START, chapterName: "Desert CERT", chapterTimeZone: "America/Phoenix" },
      { email: "rita@example.test", displayName: "Rita", language: "en", timeZone: "America/New_York" },
    );
    expect(text).toContain("Your time: 9:00 PM EST");
  });
});

describe("a notice of a chapter's zone change", () => {
  it("names the old time in the old zone and says the chapter's zone moved it, in en, es and fr", () => {
    // Kept at 7:00 PM on the clock: 7:00 PM MST in Denver becomes 7:00 PM PST in Los Angeles, an hour later.
    const before = { ...facts("America/Denver", START), chapterTimeZone: "America/Denver" };
    const after = { ...facts("America/Los_Angeles", new Date(START.getTime() + HOUR)) };
    const notice = (lang: Lang) =>
      eventChangeNotice(serverT(lang), lang, { ...after, before }, who(lang, "America/Los_Angeles")).text;
    expect(notice("en")).toContain(
      "Desert CERT has changed its time zone to Pacific: Los Angeles (was Mountain: Denver). The event keeps its clock time",
    );
    expect(notice("en")).toMatch(/New time: .*7:00 PM – 9:00 PM PST \(was .*7:00 PM – 9:00 PM MST\)/);
    expect(notice("es")).toContain("Desert CERT cambió su zona horaria a");
    expect(notice("es")).toContain("El evento conserva su hora de reloj");
    expect(notice("fr")).toContain("Desert CERT a changé de fuseau horaire pour");
    expect(notice("fr")).toContain("L’événement garde son heure d’horloge");
    // An ordinary change (one zone) says nothing of zones.
    const plain = eventChangeNotice(
      serverT("en"),
      "en",
      { ...after, before: facts("America/Los_Angeles", START) },
      who("en", "America/Los_Angeles"),
    );
    expect(plain.text).not.toContain("time zone");
  });
});
