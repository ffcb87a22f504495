import { z } from "zod";
import { requiredText } from "./fields.schema";

export const ANNOUNCEMENT_SCOPE_VALUES = ["Global", "Chapter"] as const;
export type AnnouncementScopeValue = (typeof ANNOUNCEMENT_SCOPE_VALUES)[number];

export const ANNOUNCEMENT_MESSAGES = {
  title: "Announcement title must be at least 3 characters",
  body: "Announcement body must be at least 10 characters",
  chapter: "Chapter must be selected for chapter-scoped announcements",
} as const;

export const ANNOUNCEMENT_BODY_MAX = 10_000;

/** A checkbox ("on"), a JSON boolean, or a query-style "true"/"1". Absent means false. */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export interface AnnouncementInput {
  title: string;
  body: string;
  scope: AnnouncementScopeValue;
  /** null for Global announcements (choosing Global clears the chapter). */
  chapterId: string | null;
  sendEmail: boolean;
}

/** The Create Announcement form and `POST /api/announcements` payload. */
export const AnnouncementSchema = z
  .object({
    title: requiredText(3, 200, ANNOUNCEMENT_MESSAGES.title, "Announcement title must be at most 200 characters"),
    body: requiredText(
      10,
      ANNOUNCEMENT_BODY_MAX,
      ANNOUNCEMENT_MESSAGES.body,
      `Announcement body must be at most ${ANNOUNCEMENT_BODY_MAX} characters`,
    ),
    scope: z
      .enum(ANNOUNCEMENT_SCOPE_VALUES, { errorMap: () => ({ message: "Choose Global or Chapter" }) })
      .default("Chapter"),
    chapterId: z.string().trim().max(100).nullish(),
    sendEmail: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.scope === "Chapter" && !v.chapterId) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["chapterId"], message: ANNOUNCEMENT_MESSAGES.chapter });
    }
  })
  .transform((v): AnnouncementInput => ({
    title: v.title,
    body: v.body,
    scope: v.scope,
    chapterId: v.scope === "Global" ? null : (v.chapterId ?? null),
    sendEmail: v.sendEmail,
  }));

/** The card's "Send Email" (`intent=send-email`). */
export const SendAnnouncementEmailSchema = z.object({
  announcementId: z.string({ required_error: "Announcement is required" }).trim().min(1).max(100),
});

/**
 * `POST /api/notifications/email`. Either an `announcementId` (the same path as the card's Send
 * Email), or explicit `recipients` (emails) with `subject` and `body`; recipients must lie inside
 * the sender's own audience.
 */
export const NotificationEmailSchema = z
  .object({
    announcementId: z.string().trim().min(1).max(100).optional(),
    recipients: z
      .array(z.string().trim().toLowerCase().email("Each recipient must be an email address"))
      .max(5000, "At most 5000 recipients")
      .optional(),
    subject: z.string().trim().min(1, "Subject is required").max(200).optional(),
    body: z.string().trim().min(1, "Body is required").max(ANNOUNCEMENT_BODY_MAX).optional(),
    type: z
      .literal("announcement", { errorMap: () => ({ message: "type must be 'announcement'" }) })
      .default("announcement"),
  })
  .superRefine((v, ctx) => {
    if (v.announcementId) return;
    if (!v.recipients?.length)
      ctx.addIssue({
        code: "custom",
        path: ["recipients"],
        message: "Give an announcementId or at least one recipient",
      });
    if (!v.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: "Subject is required" });
    if (!v.body) ctx.addIssue({ code: "custom", path: ["body"], message: "Body is required" });
  });
export type NotificationEmailInput = z.output<typeof NotificationEmailSchema>;

export const ANNOUNCEMENT_TABS = ["all", "Global", "Chapter"] as const;

/** Query parameters of the announcements list; `scope` doubles as the tab. */
export const AnnouncementListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  scope: z.enum(ANNOUNCEMENT_TABS).catch("all"),
  source: z.string().trim().max(100).catch("all").default("all"),
});
