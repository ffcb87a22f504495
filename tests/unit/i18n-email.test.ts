import { describe, expect, test } from "vitest";
import { announcementMessage, type AnnouncementForMail } from "~/models/notification.server";

const announcement: AnnouncementForMail = {
  id: "a1",
  title: "Drill on Saturday",
  body: "Bring water and a flashlight.",
  scope: "Chapter",
  chapterId: "c1",
  chapterName: "Austin CERT",
  posterName: "Lee",
};

describe("emails in the recipient's language", () => {
  test("the product's text is in the recipient's language; the author's text stays as written", () => {
    const es = announcementMessage(announcement, {
      userId: "u1",
      email: "ana@example.test",
      displayName: "Ana",
      language: "es",
    });
    expect(es.text).toContain("Hola, Ana:");
    expect(es.text).toContain("Publicado por Lee para Austin CERT.");
    expect(es.text).toContain("Bring water and a flashlight.");
    expect(es.text).not.toContain("Hello");
    expect(es.subject).toBe("[Austin CERT] Drill on Saturday");

    const fr = announcementMessage(
      { ...announcement, scope: "Global", posterName: null },
      { userId: "u2", email: "luc@example.test", displayName: "Luc", language: "fr" },
    );
    expect(fr.text).toContain("Bonjour Luc,");
    expect(fr.text).toContain("Publié par un responsable d’antenne pour tout le réseau.");
    expect(fr.subject).toBe("[Réseau CERT] Drill on Saturday");

    const en = announcementMessage(announcement, { userId: "u3", email: "sam@example.test", displayName: "Sam" });
    expect(en.text).toContain("Hello Sam,");
    expect(en.text).toContain("Posted by Lee for Austin CERT.");
  });
});
