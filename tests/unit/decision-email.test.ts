import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messageQueue, userSettings } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { decisionMessage } from "~/models/decision-mail.server";
import { approveRoleRequest, rejectRoleRequest, requestRole } from "~/models/role-request.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

let n = 0;
async function person(language?: "en" | "es" | "fr", roles: ("Member" | "GlobalAdmin")[] = ["Member"]) {
  const u = await createUser({
    email: `decision${n++}-${Date.now()}@example.test`,
    password: "Correct-Horse-42",
    displayName: `Dana ${n}`,
    roles,
  });
  if (language) {
    db.insert(userSettings)
      .values({ userId: u.id, language })
      .onConflictDoUpdate({ target: userSettings.userId, set: { language } })
      .run();
  }
  return u;
}

const mailTo = (email: string) => queuedMail().where(eq(messageQueue.to, email)).all();

describe("decision emails go out in the recipient's language", () => {
  it("a role request decided by an English-speaking admin reaches a French member in French", async () => {
    const admin = await person("en", ["GlobalAdmin"]);
    const member = await person("fr");
    const r = requestRole(member.id, { requestedRole: "ChapterLeader", justification: "J’anime le quartier." });
    approveRoleRequest(actorOf(admin), r.id);
    const [mail, ...more] = mailTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Vous êtes maintenant Responsable d’antenne");
    expect(mail!.text).toContain(`Bonjour ${member.displayName},`);
    expect(mail!.text).toContain("Votre demande pour devenir Responsable d’antenne a été approuvée.");
    expect(mail!.text).not.toMatch(/approved|Hello/);
    expect(mailTo(admin.email)).toEqual([]);
  });

  it("a rejection reaches a Spanish member in Spanish, and a member without a saved language in English", async () => {
    const admin = await person(undefined, ["GlobalAdmin"]);
    const es = await person("es");
    const plain = await person();
    rejectRoleRequest(actorOf(admin), requestRole(es.id, { requestedRole: "ChapterLeader", justification: "x" }).id);
    rejectRoleRequest(actorOf(admin), requestRole(plain.id, { requestedRole: "ChapterLeader", justification: "x" }).id);
    expect(mailTo(es.email).map((m) => m.subject)).toEqual(["Tu solicitud para ser Responsable de capítulo"]);
    expect(mailTo(plain.email).map((m) => m.subject)).toEqual(["Your request to become a Chapter Leader"]);
  });

  it("the chapter's name and the reviewer's reason stay as written", () => {
    const mail = decisionMessage(
      {
        kind: "membership",
        approved: false,
        subject: "Austin Central CERT",
        reason: "Chapter is full",
        targetId: "m1",
      },
      { email: "ana@example.test", displayName: "Ana", language: "es" },
    );
    expect(mail.subject).toBe("Tu solicitud para unirte a Austin Central CERT");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain("Tu solicitud para unirte a Austin Central CERT no se aprobó.");
    expect(mail.text).toContain("Motivo: Chapter is full");
    expect(mail.dedupeKey).toBe("decision:membership:m1:rejected");
  });
});
