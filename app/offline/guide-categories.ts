import type { GuideCategory } from "~/guide/parse";

/** The guide's categories as catalogue keys (namespace "guide"), for the topic pages. */
export const CATEGORY_KEYS: Record<GuideCategory, string> = {
  "first-aid": "guide.category.firstAid",
  hazard: "guide.category.hazard",
  preparedness: "guide.category.preparedness",
  cert: "guide.category.cert",
};
