import { z } from "zod";
import { ACTIVATION_REPLIES } from "~/db/enums";
import { requiredText } from "./fields.schema";
import { zonedLocalToUtc } from "./event.schema";

/**
 * Activation (call-out) forms and payloads, shared by the pages (Conform) and the JSON API. The page
 * form sends the report-by time as a `datetime-local` string read in the chapter's time zone; the API
 * sends an ISO instant. Client-safe: no server imports.
 */

export const ACTIVATION_KIND_OPTIONS = [
  { value: "Drill", label: "Drill" },
  { value: "Real", label: "Real" },
] as const;

export const ACTIVATION_MESSAGES = {
  chapter: "Please select a chapter",
  kind: "Choose Drill or Real",
  title: "Title must be at least 3 characters",
  details: "Describe the situation",
  location: "Staging location is required",
  reportAt: "Report-by time is required",
  invalidDate: "Enter a valid date and time",
  needed: "Number needed must be a whole number from 1 to 1000",
  reply: "Choose Available, Delayed or Unavailable",
  eta: "Enter your ETA in minutes (1 to 1440)",
  message: "Write the update (up to 1000 characters)",
  audience: "Choose who receives the update",
  revision: "Reload the page and edit again",
  nothingToChange: "Send at least one of location, reportAt, needed or details",
  waveMinutes: "Minutes must be a whole number from 1 to 1440",
  waveTarget: "Choose who a wave alerts",
  wavePerson: "A wave can name people of the chapters you lead",
  backupPeople: "Name at least one person for this wave",
  backupMinutes: "Say after how many minutes to alert the people named",
  backupTooMany: "Name at most 10 people",
} as const;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const chapterId = requiredText(1, 100, ACTIVATION_MESSAGES.chapter);
const kind = z.enum(["Drill", "Real"], { errorMap: () => ({ message: ACTIVATION_MESSAGES.kind }) });
const title = requiredText(3, 120, ACTIVATION_MESSAGES.title, "Title must be at most 120 characters", {
  wrongType: ACTIVATION_MESSAGES.title,
});
const details = requiredText(3, 4000, ACTIVATION_MESSAGES.details, "Situation must be at most 4000 characters", {
  wrongType: ACTIVATION_MESSAGES.details,
});
const location = requiredText(3, 300, ACTIVATION_MESSAGES.location, "Staging location must be at most 300 characters", {
  wrongType: ACTIVATION_MESSAGES.location,
});
const needed = z.coerce
  .number({ required_error: ACTIVATION_MESSAGES.needed, invalid_type_error: ACTIVATION_MESSAGES.needed })
  .int(ACTIVATION_MESSAGES.needed)
  .min(1, ACTIVATION_MESSAGES.needed)
  .max(1000, ACTIVATION_MESSAGES.needed);

/** What the page form and the API both take, apart from how they write the report-by time. */
const activationFields = z.object({ chapterId, kind, title, details, location });

/** A page form's report-by time: wall-clock time in the chapter's time zone (`datetime-local`). */
const localReportAt = z
  .string({ required_error: ACTIVATION_MESSAGES.reportAt })
  .regex(LOCAL_DATE_TIME, ACTIVATION_MESSAGES.invalidDate)
  .refine((v) => zonedLocalToUtc(v, "UTC") !== null, ACTIVATION_MESSAGES.invalidDate);

// ---- escalation waves ----------------------------------------------------------------------------

export const WAVE_TARGET_KINDS = ["nonResponders", "chapter", "credential", "leaders", "person"] as const;

/** Whom a wave targets, in words ("To {{target}}"): the roster's follow-ups and the activity log. */
export const WAVE_TARGET_KEYS = {
  nonResponders: "activations.followUps.to.nonResponders",
  leaders: "activations.followUps.to.leaders",
  chapter: "activations.followUps.to.chapter",
  credential: "activations.followUps.to.credential",
  person: "activations.followUps.to.person",
} as const satisfies Record<(typeof WAVE_TARGET_KINDS)[number], string>;

/** How many people one API wave may name (`to: { userIds }`). */
export const MAX_WAVE_PEOPLE = 10;

/** A wave as the model takes it: who it alerts, and when (minutes after the activation was sent). */
export interface WavePlan {
  afterMinutes: number;
  target: (typeof WAVE_TARGET_KINDS)[number];
  /** The chapter, credential type or user of a "chapter", "credential" or "person" wave. */
  targetId: string | null;
  /** The people a "person" wave of the API names (the form names one per row, in `targetId`). */
  userIds?: string[];
}

const waveMinutes = z.coerce
  .number({ required_error: ACTIVATION_MESSAGES.waveMinutes, invalid_type_error: ACTIVATION_MESSAGES.waveMinutes })
  .int(ACTIVATION_MESSAGES.waveMinutes)
  .min(1, ACTIVATION_MESSAGES.waveMinutes)
  .max(1440, ACTIVATION_MESSAGES.waveMinutes);

/**
 * The form's wave choice in one select value: "nonResponders", "leaders", "chapter:<id>",
 * "credential:<id>" or "person:<user id>" (a named backup leader); a plain select works without
 * JavaScript.
 */
export function waveTargetOf(value: string): Pick<WavePlan, "target" | "targetId"> | null {
  if (value === "nonResponders" || value === "leaders") return { target: value, targetId: null };
  const m = /^(chapter|credential|person):(.{1,100})$/.exec(value);
  return m ? { target: m[1] as "chapter" | "credential" | "person", targetId: m[2]! } : null;
}

export const WAVE_FORM_ROWS = 3;

/** The create form's wave rows: a row with neither minutes nor a choice is left out. */
const FormWaves = z
  // An empty row may arrive as nothing at all (Conform drops empty values in the browser).
  .array(z.object({ afterMinutes: z.string().trim().optional(), to: z.string().trim().optional() }).nullish())
  .max(WAVE_FORM_ROWS)
  .optional()
  .superRefine((rows, ctx) => {
    rows?.forEach((row, i) => {
      if (!row?.afterMinutes && !row?.to) return;
      if (!waveMinutes.safeParse(row.afterMinutes).success)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [i, "afterMinutes"],
          message: ACTIVATION_MESSAGES.waveMinutes,
        });
      if (!row.to || !waveTargetOf(row.to))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "to"], message: ACTIVATION_MESSAGES.waveTarget });
    });
  })
  .transform((rows): WavePlan[] =>
    (rows ?? [])
      .filter((row) => row?.afterMinutes || row?.to)
      .map((row) => ({ afterMinutes: Number(row!.afterMinutes), ...waveTargetOf(row!.to!)! })),
  );

/**
 * POST /api/activations `waves: [{ afterMinutes, to: "nonResponders" | "leaders" | { chapterId } |
 * { credentialTypeId } | { userIds: [...] } }]` (named people: backup leaders or members).
 */
const ApiWave = z
  .object({
    afterMinutes: waveMinutes,
    to: z.union(
      [
        z.enum(["nonResponders", "leaders"]),
        z.object({ chapterId: z.string().trim().min(1).max(100) }).strict(),
        z.object({ credentialTypeId: z.string().trim().min(1).max(100) }).strict(),
        z.object({ userIds: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_WAVE_PEOPLE) }).strict(),
      ],
      { errorMap: () => ({ message: ACTIVATION_MESSAGES.waveTarget }) },
    ),
  })
  .transform(({ afterMinutes, to }): WavePlan => {
    if (typeof to === "string") return { afterMinutes, target: to, targetId: null };
    if ("chapterId" in to) return { afterMinutes, target: "chapter", targetId: to.chapterId };
    if ("credentialTypeId" in to) return { afterMinutes, target: "credential", targetId: to.credentialTypeId };
    return { afterMinutes, target: "person", targetId: null, userIds: [...new Set(to.userIds)] };
  });

/** How many letters the people search needs (shorter matches half a chapter). */
export const BACKUP_QUERY_MIN = 2;

/**
 * The create form's named backups: one more wave, `afterMinutes` after the alert, to the people
 * ticked (`people`: user ids, found with the search field `backupQuery`, which the server answers
 * in the page without JS). Either both or neither.
 */
const FormBackups = z
  .object({
    afterMinutes: z.string().trim().optional(),
    people: z.array(z.string().trim().min(1).max(100)).optional(),
  })
  .optional()
  .superRefine((value, ctx) => {
    const people = [...new Set(value?.people ?? [])];
    if (!value?.afterMinutes && !people.length) return;
    if (!waveMinutes.safeParse(value?.afterMinutes).success)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["afterMinutes"],
        message: people.length ? ACTIVATION_MESSAGES.backupMinutes : ACTIVATION_MESSAGES.waveMinutes,
      });
    if (!people.length)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["people"], message: ACTIVATION_MESSAGES.backupPeople });
    if (people.length > MAX_WAVE_PEOPLE)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["people"], message: ACTIVATION_MESSAGES.backupTooMany });
  })
  .transform((value): WavePlan | null => {
    const people = [...new Set(value?.people ?? [])];
    if (!people.length) return null;
    return { afterMinutes: Number(value!.afterMinutes), target: "person", targetId: null, userIds: people };
  });

/** The create page/dialog form. `reportAt` is wall-clock time in the chapter's time zone. */
export const ActivationFormSchema = activationFields.extend({
  reportAt: localReportAt,
  needed,
  /** Alert only members holding a current credential of this type (training records). */
  requiredCredentialTypeId: z.string().trim().max(100).optional(),
  waves: FormWaves,
  backups: FormBackups,
  /** The people search's text: only read when the search button sent the form. */
  backupQuery: z.string().trim().max(100).optional(),
});
export type ActivationFormValue = z.output<typeof ActivationFormSchema>;

/** What `createActivation` takes. */
export interface CreateActivationInput {
  chapterId: string;
  kind: "Drill" | "Real";
  title: string;
  details: string;
  location: string;
  reportAt: Date;
  needed: number;
  requiredCredentialTypeId?: string | null;
  waves?: WavePlan[];
}

/** The form's wall-clock report-by time read in the chapter's zone. */
export function activationInputFromForm(value: ActivationFormValue, chapterTimeZone: string): CreateActivationInput {
  const reportAt = zonedLocalToUtc(value.reportAt, chapterTimeZone);
  if (!reportAt) throw new Error("reportAt passed the schema but is not a date");
  const { backups, backupQuery, waves, ...rest } = value;
  void backupQuery;
  return { ...rest, reportAt, waves: backups ? [...waves, backups] : waves };
}

/** The API's report-by time: an ISO instant (or epoch milliseconds). */
const isoReportAt = z
  .union([z.string(), z.number()], {
    required_error: ACTIVATION_MESSAGES.reportAt,
    invalid_type_error: ACTIVATION_MESSAGES.invalidDate,
  })
  .transform((v, ctx) => {
    const d = new Date(v);
    if (Number.isNaN(d.getTime()) || (typeof v === "string" && !v.trim())) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: ACTIVATION_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return d;
  });

/** The API's number needed: a JSON number (no strings coerced). */
const apiNeeded = z
  .number({ required_error: ACTIVATION_MESSAGES.needed, invalid_type_error: ACTIVATION_MESSAGES.needed })
  .int(ACTIVATION_MESSAGES.needed)
  .min(1, ACTIVATION_MESSAGES.needed)
  .max(1000, ACTIVATION_MESSAGES.needed);

/** POST /api/activations: `{ chapterId, kind, title, details, location, reportAt (ISO), needed }`. */
export const ActivationApiSchema = activationFields.extend({
  reportAt: isoReportAt,
  needed: apiNeeded,
  requiredCredentialTypeId: z.string().trim().max(100).nullish(),
  waves: z.array(ApiWave).max(5, "At most 5 waves").optional(),
});

/** A reply through the link or the dashboard: Delayed needs an ETA in minutes. */
export const ReplySchema = z
  .object({
    reply: z.enum(ACTIVATION_REPLIES, { errorMap: () => ({ message: ACTIVATION_MESSAGES.reply }) }),
    eta: z.coerce
      .number({ invalid_type_error: ACTIVATION_MESSAGES.eta })
      .int(ACTIVATION_MESSAGES.eta)
      .min(1, ACTIVATION_MESSAGES.eta)
      .max(1440, ACTIVATION_MESSAGES.eta)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reply === "Delayed" && v.eta === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["eta"], message: ACTIVATION_MESSAGES.eta });
    }
  })
  .transform((v) => ({ reply: v.reply, etaMinutes: v.reply === "Delayed" ? (v.eta ?? null) : null }));
export type ReplyInput = z.output<typeof ReplySchema>;

export const UPDATE_AUDIENCES = ["Responders", "Everyone"] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

/** A leader's update: to responders (Available/Delayed) by default, or to everyone alerted. */
export const UpdateSchema = z.object({
  message: requiredText(1, 1000, ACTIVATION_MESSAGES.message, ACTIVATION_MESSAGES.message, {
    wrongType: ACTIVATION_MESSAGES.message,
  }),
  audience: z
    .enum(UPDATE_AUDIENCES, { errorMap: () => ({ message: ACTIVATION_MESSAGES.audience }) })
    .default("Responders"),
});
export type UpdateInput = z.output<typeof UpdateSchema>;

/**
 * What an edit of an open activation may change: the staging location, the report-by time, the
 * number needed and the situation (`editActivation` tells responders what changed). `revision` is
 * the one the editor saw: an edit against an older one is refused (someone else changed it since).
 */
export interface EditActivationInput {
  location?: string;
  reportAt?: Date;
  needed?: number;
  details?: string;
  revision?: number;
}

export const EDITABLE_FIELDS = ["location", "reportAt", "needed", "details"] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

const revision = z.coerce
  .number({ invalid_type_error: ACTIVATION_MESSAGES.revision })
  .int(ACTIVATION_MESSAGES.revision)
  .min(0, ACTIVATION_MESSAGES.revision);

/** The edit page's form: every field, as loaded, `reportAt` in the chapter's zone. */
export const ActivationEditFormSchema = z.object({ location, reportAt: localReportAt, needed, details, revision });
export type ActivationEditFormValue = z.output<typeof ActivationEditFormSchema>;

export function editInputFromForm(value: ActivationEditFormValue, chapterTimeZone: string): EditActivationInput {
  const reportAt = zonedLocalToUtc(value.reportAt, chapterTimeZone);
  if (!reportAt) throw new Error("reportAt passed the schema but is not a date");
  return { ...value, reportAt };
}

/** PATCH /api/activations/:id: any of the editable fields (at least one), and optionally `revision`. */
export const ActivationEditApiSchema = z
  .object({
    location: location.optional(),
    reportAt: isoReportAt.optional(),
    needed: apiNeeded.optional(),
    details: details.optional(),
    revision: z
      .number({ invalid_type_error: ACTIVATION_MESSAGES.revision })
      .int(ACTIVATION_MESSAGES.revision)
      .min(0, ACTIVATION_MESSAGES.revision)
      .optional(),
  })
  .refine((v) => EDITABLE_FIELDS.some((f) => v[f] !== undefined), ACTIVATION_MESSAGES.nothingToChange);
/** POST /api/activations/:id/resend: the number of resends the caller saw, so a double submit sends once. */
export const ResendSchema = z.object({
  expectedResends: z.number().int().min(0).max(100_000).optional(),
});
