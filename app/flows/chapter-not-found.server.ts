import { json } from "@remix-run/node";
import type { RequestI18n } from "~/i18n/i18n.server";

/**
 * The 404 a chapter's pages throw for a slug that names no chapter the reader may see: its texts in
 * the reader's language travel with it, so the error page and its <title> need no loader data
 * (`ChapterNotFound`, `notFoundMetaTitle`).
 */
export function chapterNotFound(i18n: RequestI18n) {
  return json(
    {
      error: i18n.t("common.chapter.notFoundText"),
      title: i18n.t("common.chapter.notFoundTitle"),
      metaTitle: i18n.t("common.chapter.notFoundMeta"),
    },
    { status: 404 },
  );
}
