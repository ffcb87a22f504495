import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageQueue } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { reminderMessage, runCredentialReminders } from "~/jobs/reminders.server";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { setLanguagePreference } from "~/models/language.server";
import { actor, team } from "./credential-fixtures";

const at = (day: string) => new Date(`${day}T13:00:00Z`);

function mailTo(email: string) {
  return queuedMail().where(eq(messageQueue.to, email)).all();
}

describe("credential reminders in the recipient's language", () => {
  it("each member gets the reminder in their saved language, a seeded credential's name included", async () => {
    const people = [team(), team(), team()];
    setLanguagePreference(people[0]!.member.id, "es");
    setLanguagePreference(people[1]!.member.id, "fr");
    // people[2] never chose: English.
    for (const t of people) {
      const c = recordCredential(actor(t.member.id), {
        credentialTypeId: "cpr-aed",
        issuedOn: "2025-01-01",
        expiresOn: "2026-12-23",
      });
      verifyCredential(actor(t.leader.id), c.id);
    }
    await runCredentialReminders(at("2026-11-23"));

    const [es] = mailTo(people[0]!.member.email);
    expect(es?.subject).toBe("Tu acreditación RCP/DEA vence en 30 días");
    expect(es?.text).toContain("Tu acreditación RCP/DEA vence en 30 días, el 2026-12-23.");
    expect(es?.text).toContain("/dashboard/training");
    expect(es?.text).not.toMatch(/Renew it|expires/);

    const [fr] = mailTo(people[1]!.member.email);
    expect(fr?.subject).toBe("Votre qualification RCP/DAE expire dans 30 jours");
    expect(fr?.text).toContain("Renouvelez-la et enregistrez le nouveau certificat");

    const [en] = mailTo(people[2]!.member.email);
    expect(en?.subject).toBe("Your CPR/AED expires in 30 days");
    expect(en?.text).toContain("Your CPR/AED credential expires in 30 days, on 2026-12-23.");
  });

  it("says today and expired in the language, with singular and plural days", () => {
    const facts = { typeName: "First Aid", expiresOn: "2026-11-24", appUrl: "https://example.test" };
    expect(reminderMessage("es", { ...facts, daysLeft: 1 }).subject).toBe(
      "Tu acreditación Primeros auxilios vence en 1 día",
    );
    expect(reminderMessage("fr", { ...facts, daysLeft: 0 }).subject).toBe(
      "Votre qualification Premiers secours expire aujourd’hui",
    );
    expect(reminderMessage("es", { ...facts, daysLeft: -2 }).text).toContain("venció el 2026-11-24");
    expect(reminderMessage("en", { ...facts, daysLeft: 7 }).subject).toBe("Your First Aid expires in 7 days");
    // An administrator's own credential name is their text, in every language.
    expect(reminderMessage("es", { ...facts, typeName: "Radio FRS", daysLeft: 7 }).subject).toBe(
      "Tu acreditación Radio FRS vence en 7 días",
    );
  });
});
