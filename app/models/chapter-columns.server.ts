import { chapters } from "~/db/schema";

/** The columns of a chapter's card and list row (ChapterSummary without the member count, plus createdAt). */
export const chapterListColumns = {
  id: chapters.id,
  name: chapters.name,
  slug: chapters.slug,
  description: chapters.description,
  city: chapters.city,
  state: chapters.state,
  regionCode: chapters.regionCode,
  status: chapters.status,
  timezone: chapters.timezone,
  createdAt: chapters.createdAt,
};
