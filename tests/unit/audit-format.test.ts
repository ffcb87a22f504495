import { describe, expect, it } from "vitest";
import { serverT } from "~/i18n/catalogue.server";
import { formatAuditEntry as format, type AuditLike } from "~/models/audit-format";

const en = { t: serverT("en"), lang: "en" as const };
const formatAuditEntry = (entry: AuditLike) => format(entry, en);

describe("audit rows as sentences", () => {
  it("describes chapter and membership actions", () => {
    expect(
      formatAuditEntry({ action: "create_chapter", actorName: "Lee", metadata: { chapterName: "Austin CERT" } }),
    ).toBe("Lee requested a new chapter “Austin CERT”.");
    expect(
      formatAuditEntry({ action: "approve_chapter", actorName: "Ada", metadata: { chapterName: "Austin CERT" } }),
    ).toBe("Ada approved Austin CERT.");
    expect(
      formatAuditEntry({
        action: "reject_chapter",
        actorName: "Ada",
        metadata: { chapterName: "X Team", reason: "Duplicate" },
      }),
    ).toBe("Ada rejected the chapter “X Team” (reason: Duplicate).");
    expect(
      formatAuditEntry({
        action: "approve_membership",
        actorName: "Lee",
        metadata: { chapterName: "Austin CERT", title: "Ann" },
      }),
    ).toBe("Lee approved Ann’s membership request in “Austin CERT”.");
    expect(
      formatAuditEntry({
        action: "promote_member",
        actorName: "Lee",
        metadata: { chapterName: "A B C", title: "Cam" },
      }),
    ).toBe("Lee made Cam a leader of “A B C”.");
  });

  it("describes other parts of the app", () => {
    expect(formatAuditEntry({ action: "register_user", actorName: "Riley" })).toBe("Riley joined the network.");
    expect(formatAuditEntry({ action: "request_role", actorName: "Lou", metadata: { title: "ChapterLeader" } })).toBe(
      "Lou asked to become a chapter leader.",
    );
    expect(
      formatAuditEntry({
        action: "request_role",
        actorName: "Dana Lee",
        metadata: { title: "ChapterLeader", chapterName: "Austin Central" },
      }),
    ).toBe("Dana Lee asked to become a chapter leader for Austin Central.");
    expect(
      formatAuditEntry({
        action: "approve_role_request",
        actorName: "Sam Ortiz",
        metadata: { title: "ChapterLeader for Dana Lee" },
      }),
    ).toBe("Sam Ortiz made Dana Lee a chapter leader.");
    expect(
      formatAuditEntry({
        action: "reject_role_request",
        actorName: "Sam Ortiz",
        metadata: { title: "ChapterLeader for Dana Lee" },
      }),
    ).toBe("Sam Ortiz turned down Dana Lee’s request to become a chapter leader.");
    expect(
      formatAuditEntry({ action: "approve_chapter", actorName: "Sam Ortiz", metadata: { chapterName: "Round Rock" } }),
    ).toBe("Sam Ortiz approved Round Rock.");
    expect(
      formatAuditEntry({
        action: "promote_from_waitlist",
        actorName: null,
        metadata: { title: "CPR Night", displayName: "Ann" },
      }),
    ).toBe("Ann got a place at “CPR Night” from the waitlist.");
    expect(
      formatAuditEntry({
        action: "create_event",
        actorName: "Lee",
        metadata: { title: "CPR Night", chapterName: "Austin" },
      }),
    ).toBe("Lee created the event “CPR Night” in “Austin”.");
  });

  it("names the member in credential edits and deactivations (issue 31, decisions 032 and 033)", () => {
    expect(formatAuditEntry({ action: "update_credential", actorName: "Mel", metadata: { title: "First Aid" } })).toBe(
      "Mel changed the credential “First Aid”.",
    );
    expect(
      formatAuditEntry({ action: "resubmit_credential", actorName: "Mel", metadata: { title: "First Aid" } }),
    ).toBe("Mel resubmitted the credential “First Aid” for review.");
    expect(formatAuditEntry({ action: "delete_credential", actorName: "Mel", metadata: { title: "IS-100" } })).toBe(
      "Mel deleted the credential “IS-100”.",
    );
    expect(
      formatAuditEntry({
        action: "deactivate_member",
        actorName: "Lee",
        subjectName: "Sky",
        metadata: { chapterName: "Austin CERT", title: "Sky", reason: "On leave" },
      }),
    ).toBe("Lee deactivated Sky in “Austin CERT” (reason: On leave).");
    expect(
      format(
        { action: "reactivate_member", actorName: "Lee", metadata: { chapterName: "Austin", title: "Sky" } },
        { t: serverT("es"), lang: "es" },
      ),
    ).toBe("Lee reactivó a Sky en «Austin».");
  });

  it("falls back to a generic sentence, and to 'Someone' without an actor", () => {
    expect(formatAuditEntry({ action: "archive_resource", actorName: "Ada", metadata: { title: "Old guide" } })).toBe(
      "Ada archived resource “Old guide”.",
    );
    expect(formatAuditEntry({ action: "delete_event", actorName: null })).toBe("Someone deleted event.");
    expect(formatAuditEntry({ action: "xyzzy", actorName: "Ada" })).toBe("Ada performed “xyzzy”.");
    expect(formatAuditEntry({ action: "approve_chapter", actorName: "Ada", metadata: { chapterName: 42 } })).toBe(
      "Ada approved a chapter.",
    );
  });

  it("speaks the viewer's language", () => {
    const es = { t: serverT("es"), lang: "es" as const };
    const fr = { t: serverT("fr"), lang: "fr" as const };
    const approve = {
      action: "approve_membership",
      actorName: "Lee",
      metadata: { chapterName: "Austin", title: "Ann" },
    };
    expect(format(approve, es)).toBe("Lee aprobó la solicitud de membresía de Ann en «Austin».");
    expect(format(approve, fr)).toBe("Lee a approuvé la demande d’adhésion de Ann dans « Austin ».");
    expect(format({ action: "reject_chapter", actorName: null, metadata: { reason: "Doublon" } }, fr)).toBe(
      "Quelqu’un a refusé l’antenne (motif : Doublon).",
    );
    expect(format({ action: "archive_resource", actorName: "Ada" }, es)).toBe("Ada hizo «archive resource».");
  });
});
