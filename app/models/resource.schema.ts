import { z } from "zod";
import { ACCESS_LEVELS, type AccessLevel } from "~/db/enums";
import { requiredText } from "./fields.schema";

export const RESOURCE_MESSAGES = {
  title: "Resource title must be at least 3 characters",
  url: "Enter a valid URL starting with http:// or https://",
  either: "Either file URL or link URL is required",
  access: "Choose an access level",
} as const;

/** Only http(s): a `javascript:` or `data:` URL in a resource link would run in the reader's tab. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .trim()
  .max(2000, "URL must be at most 2000 characters")
  .refine(isHttpUrl, RESOURCE_MESSAGES.url);
// Empty form fields arrive as undefined (Conform); JSON clients may send null or "".
const optionalUrl = z
  .union([z.literal(""), httpUrl])
  .nullish()
  .transform((v) => v || null);

/** What `createResource`/`updateResource` take (form and JSON API alike). */
export interface ResourceInput {
  title: string;
  description: string | null;
  accessLevel: AccessLevel;
  fileUrl: string | null;
  linkUrl: string | null;
  /** null: a global resource. */
  chapterId: string | null;
  /** Marked by a leader as needed in an emergency: listed and kept offline in members' go-kits. */
  isCritical?: boolean;
}

/**
 * The Upload/Edit Resource form and `POST /api/resources` payload: title, description,
 * accessLevel (default Member), fileUrl, linkUrl (http/https, at least one), chapterId (optional).
 */
export const ResourceSchema = z
  .object({
    title: requiredText(3, 200, RESOURCE_MESSAGES.title, "Resource title must be at most 200 characters"),
    description: z.string().trim().max(5000, "Description must be at most 5000 characters").nullish(),
    accessLevel: z.enum(ACCESS_LEVELS, { errorMap: () => ({ message: RESOURCE_MESSAGES.access }) }).default("Member"),
    fileUrl: optionalUrl,
    linkUrl: optionalUrl,
    chapterId: z.string().trim().max(100).nullish(),
    // A checkbox: Conform reads "on" as true; JSON clients send a boolean.
    isCritical: z.boolean().nullish(),
  })
  .refine((v) => !!(v.fileUrl || v.linkUrl), { message: RESOURCE_MESSAGES.either, path: [] })
  .transform((v): ResourceInput => ({
    title: v.title,
    description: v.description || null,
    accessLevel: v.accessLevel,
    fileUrl: v.fileUrl,
    linkUrl: v.linkUrl,
    chapterId: v.chapterId && v.chapterId !== "global" ? v.chapterId : null,
    isCritical: v.isCritical === true,
  }));

/** Query parameters of the resource list. `access` doubles as the tab (Public = Member level). */
export const ResourceListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  access: z.enum(["all", ...ACCESS_LEVELS]).catch("Member"),
  chapter: z.string().trim().max(100).catch("all").default("all"),
});
export type ResourceListQuery = z.output<typeof ResourceListQuerySchema>;
