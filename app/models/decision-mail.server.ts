import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { userSettings, users } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { env } from "~/utils/env.server";
import { getLanguagePreference } from "./language.server";
import { queueMail, type MailMessage } from "./mail.server";

/**
 * The email a person gets when a request of theirs is decided (their chapter, their membership,
 * their role request), in their own saved language. The chapter's name is the chapter's own text
 * and stays as written.
 */
export interface Decision {
  /**
   * "removal": a leader took the member off the chapter's roster (never "approved");
   * "deactivation" / "reactivation": a leader deactivated or reactivated their membership.
   */
  kind: "chapter" | "membership" | "role" | "removal" | "deactivation" | "reactivation";
  approved: boolean;
  /** The chapter's name, or the role asked for ("ChapterLeader"). */
  subject: string;
  reason?: string | null;
  /** The chapter, membership or role request decided: one email per decision, however often it is retried. */
  targetId: string;
}

export interface DecisionRecipient {
  email: string;
  displayName: string;
  language?: Lang | null;
}

const ROLE_KEYS: Record<string, string> = {
  ChapterLeader: "admin.role.ChapterLeader",
  GlobalAdmin: "admin.role.GlobalAdmin",
  Member: "admin.role.Member",
};

/** Subject and body keys of each decision (literal, so the catalogue test sees them). */
const TEXTS = {
  chapter: {
    approved: ["admin.mail.chapterApprovedSubject", "admin.mail.chapterApprovedText"],
    rejected: ["admin.mail.chapterRejectedSubject", "admin.mail.chapterRejectedText"],
  },
  membership: {
    approved: ["admin.mail.membershipApprovedSubject", "admin.mail.membershipApprovedText"],
    rejected: ["admin.mail.membershipRejectedSubject", "admin.mail.membershipRejectedText"],
  },
  role: {
    approved: ["admin.mail.roleApprovedSubject", "admin.mail.roleApprovedText"],
    rejected: ["admin.mail.roleRejectedSubject", "admin.mail.roleRejectedText"],
  },
  removal: {
    approved: ["admin.mail.removedSubject", "admin.mail.removedText"],
    rejected: ["admin.mail.removedSubject", "admin.mail.removedText"],
  },
  deactivation: {
    approved: ["admin.mail.deactivatedSubject", "admin.mail.deactivatedText"],
    rejected: ["admin.mail.deactivatedSubject", "admin.mail.deactivatedText"],
  },
  reactivation: {
    approved: ["admin.mail.reactivatedSubject", "admin.mail.reactivatedText"],
    rejected: ["admin.mail.reactivatedSubject", "admin.mail.reactivatedText"],
  },
} as const;

export function decisionMessage(decision: Decision, to: DecisionRecipient): MailMessage {
  const t = serverT(to.language ?? "en");
  const [subjectKey, textKey] = TEXTS[decision.kind][decision.approved ? "approved" : "rejected"];
  const vars =
    decision.kind === "role"
      ? { role: ROLE_KEYS[decision.subject] ? t(ROLE_KEYS[decision.subject]!) : decision.subject }
      : { chapter: decision.subject };
  const dashboard = env.appUrl ? `${env.appUrl.replace(/\/+$/, "")}/dashboard` : null;
  const text = [
    t("admin.mail.greeting", { name: to.displayName }),
    "",
    t(textKey, vars),
    decision.reason ? t("admin.mail.reason", { reason: decision.reason }) : null,
    dashboard ? ["", t("admin.mail.link", { url: dashboard })] : null,
    ["", "--", t("admin.mail.footer")],
  ]
    .flat()
    .filter((line) => line !== null)
    .join("\n");
  return {
    to: to.email,
    subject: t(subjectKey, vars),
    text,
    kind: `${decision.kind}_decision`,
    dedupeKey: `decision:${decision.kind}:${decision.targetId}:${decision.approved ? "approved" : "rejected"}`,
  };
}

/**
 * Emails `userId` the decision in their saved language (`getLanguagePreference`), unless they turned
 * email notifications off. Called after the decision has committed: the message is in the queue
 * when this returns (the worker delivers it and retries), and a failed delivery never undoes the decision.
 */
export function notifyDecision(userId: string, decision: Decision): Promise<number> {
  const to = db
    .select({ email: users.email, displayName: users.displayName, wantsEmail: userSettings.emailNotifications })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!to || to.wantsEmail === false) return Promise.resolve(0);
  const language = getLanguagePreference(userId)?.language ?? null;
  try {
    return Promise.resolve(queueMail([{ ...decisionMessage(decision, { ...to, language }), userId }]));
  } catch (error) {
    console.error("[mail] decision email could not be queued", error);
    return Promise.resolve(0);
  }
}
