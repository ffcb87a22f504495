import { z } from "zod";
import { requiredText } from "./fields.schema";

/**
 * Credential forms, payloads and the status rules. Client-safe (no Drizzle): the pages import the
 * schemas for Conform and the status labels for badges.
 */

export const CREDENTIAL_STATUSES = ["Valid", "Expiring", "Expired", "Pending", "Rejected"] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];
/** A readiness cell: a member's best credential of a type, or none. */
export type ReadinessCell = CredentialStatus | "Missing";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as YYYY-MM-DD (UTC; the jobs and the pages agree on one calendar). */
export function isoDay(now: Date = new Date()) {
  return now.toISOString().slice(0, 10);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar date (YYYY-MM-DD) of an instant in a time zone: an evening class in Pacific time is on its local day. */
export function isoDayIn(date: Date, timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return isoDay(date);
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}

export function isRealDate(value: string) {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` plus `months` calendar months, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(date: string, months: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The expiry a type gives a credential issued on `issuedOn` (null: it does not expire). */
export function defaultExpiry(issuedOn: string, validityMonths: number | null | undefined) {
  return validityMonths ? addMonths(issuedOn, validityMonths) : null;
}

export interface StatusInput {
  verifiedAt: Date | string | number | null;
  rejectedAt: Date | string | number | null;
  expiresOn: string | null;
}

/**
 * The status of a credential on `today`: Rejected, Pending (not yet verified), Expired (on or after
 * its expiry date), Expiring (within the type's renewal window), or Valid. Computed, never stored.
 */
export function credentialStatus(c: StatusInput, renewalWindowDays: number, today: string): CredentialStatus {
  if (c.rejectedAt) return "Rejected";
  if (!c.verifiedAt) return "Pending";
  if (!c.expiresOn) return "Valid";
  const left = daysBetween(today, c.expiresOn);
  if (left <= 0) return "Expired";
  if (left <= renewalWindowDays) return "Expiring";
  return "Valid";
}

/** Valid and Expiring count as current (the member may be deployed). */
export function isCurrent(status: ReadinessCell) {
  return status === "Valid" || status === "Expiring";
}

const RANK: Record<ReadinessCell, number> = { Valid: 0, Expiring: 1, Pending: 2, Expired: 3, Rejected: 4, Missing: 5 };

/** Of several credentials of one type, the one that speaks for the member (best status, latest expiry). */
export function bestOf<T extends { status: CredentialStatus; expiresOn: string | null }>(
  items: readonly T[],
): T | null {
  let best: T | null = null;
  for (const item of items) {
    if (!best) {
      best = item;
      continue;
    }
    const a = RANK[item.status];
    const b = RANK[best.status];
    const later = (item.expiresOn ?? "9999-12-31") > (best.expiresOn ?? "9999-12-31");
    if (a < b || (a === b && later)) best = item;
  }
  return best;
}

export const STATUS_BADGE: Record<ReadinessCell, string> = {
  Valid: "badge-approved",
  Expiring: "badge-pending",
  Expired: "badge-rejected",
  Pending: "badge-pending",
  Rejected: "badge-rejected",
  Missing: "badge-neutral",
};

/**
 * The catalogue's seeded credential names (migrations/0003) are the product's own words, so they
 * read in the page's language while an administrator leaves them as seeded. A renamed or added type
 * is the administrator's text and shows as written. Course codes and programme names (IS-100,
 * Stop the Bleed, Teen CERT) are the same in every language.
 */
const SEEDED_TYPE_NAME_KEYS: Record<string, string> = {
  "CERT Basic Training": "training.type.certBasic",
  "CPR/AED": "training.type.cprAed",
  "First Aid": "training.type.firstAid",
  "Amateur radio licence": "training.type.amateurRadio",
};

export function credentialTypeName(t: (key: string) => string, name: string) {
  const key = SEEDED_TYPE_NAME_KEYS[name];
  return key ? t(key) : name;
}

// ---- forms and payloads -------------------------------------------------------------------------

const dateField = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .refine(isRealDate, `${label} must be a date (YYYY-MM-DD)`);

export const CREDENTIAL_MESSAGES = {
  type: "Choose a credential type",
  expiryBeforeIssue: "Expiry must be after the issue date",
  issuedInFuture: "Date issued cannot be in the future",
} as const;

/** Recording a credential: the page form (multipart, proof optional) and the JSON API. */
export const CredentialFormSchema = z
  .object({
    credentialTypeId: requiredText(1, 100, CREDENTIAL_MESSAGES.type),
    issuedOn: dateField("Date issued"),
    /** Empty: the type's default (issue date + validity). */
    expiresOn: dateField("Expiry").optional(),
    certificateNumber: z.string().trim().max(100, "Certificate number must be at most 100 characters").optional(),
  })
  .refine((v) => !v.expiresOn || v.expiresOn > v.issuedOn, {
    path: ["expiresOn"],
    message: CREDENTIAL_MESSAGES.expiryBeforeIssue,
  });
export type CredentialFormValue = z.output<typeof CredentialFormSchema>;

/**
 * PATCH /api/credentials/:id: any of the recorded facts; the rest stay as they are (`expiresOn: null`
 * asks for the type's usual validity again). The merged record is checked by CredentialFormSchema.
 */
export const CredentialPatchSchema = z
  .object({
    credentialTypeId: z.string().trim().max(100).optional(),
    issuedOn: z.string().trim().max(20).optional(),
    expiresOn: z.string().trim().max(20).nullable().optional(),
    certificateNumber: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type CredentialPatch = z.output<typeof CredentialPatchSchema>;

/**
 * What saving an edit does to a credential's review (decision 032). Every fact a verifier vouched for
 * (the type, the dates, the certificate number, the proof) sends a verified credential back to
 * Pending when it changes; saving a rejected one resubmits it (Pending, its reason cleared), changed or
 * not; a pending one stays pending. A verified credential saved unchanged stays verified.
 */
export type EditOutcome = "unchanged" | "saved" | "reverify" | "resubmit";
export function editOutcome(review: Pick<StatusInput, "verifiedAt" | "rejectedAt">, changed: boolean): EditOutcome {
  if (review.rejectedAt) return "resubmit";
  if (!changed) return "unchanged";
  return review.verifiedAt ? "reverify" : "saved";
}

export const RejectCredentialSchema = z.object({
  reason: requiredText(
    3,
    500,
    "Give a reason for the rejection (at least 3 characters)",
    "Keep the reason under 500 characters",
    { required: "Give a reason for the rejection" },
  ),
});

/** Admins editing the catalogue. */
export const CredentialTypeFormSchema = z.object({
  id: z.string().trim().max(100).optional(),
  name: requiredText(2, 100, "Name must be at least 2 characters", undefined, { required: "Name is required" }),
  description: z.string().trim().max(500).optional(),
  /** Empty: the credential does not expire. */
  validityMonths: z.coerce
    .number()
    .int("Whole months")
    .min(1, "At least 1 month")
    .max(600, "At most 600 months")
    .optional(),
  renewalWindowDays: z.coerce
    .number()
    .int("Whole days")
    .min(0, "0 or more days")
    .max(365, "At most 365 days")
    .default(60),
  active: z
    .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});

/** Readiness page filter. */
export const ReadinessQuerySchema = z.object({
  chapter: z.string().trim().max(100).optional().catch(undefined),
  /** The chapter the picker showed, sent beside its name (see reportChapterChoice). */
  pick: z.string().trim().max(100).optional().catch(undefined),
  type: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(["all", "current", "expiring", "expired", "missing", "pending"]).catch("all"),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type ReadinessQuery = z.output<typeof ReadinessQuerySchema>;

/** Proof files: at most 5 MB, and one of these (checked from the file's first bytes). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
