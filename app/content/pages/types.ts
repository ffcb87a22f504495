import type { Lang } from "~/i18n/config";

/** A section of a footer page: a heading, paragraphs, and an optional list. */
export interface PageSection {
  /** The in-page anchor (same in every language, so links like /help#password work everywhere). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Links to the product's own pages, shown after the text: [path, label]. */
  links?: [string, string][];
}

/** A footer page (privacy, terms, help) written in one language. */
export interface SitePage {
  title: string;
  /** One sentence under the title. */
  summary: string;
  sections: PageSection[];
}

export type SitePageTexts = Record<Lang, SitePage>;
