import type { TFunction } from "~/i18n/translate";
import type { CalendarTexts } from "~/utils/ics.server";

/** The product's words in a calendar file, in the language of whoever asked for it. */
export function calendarTexts(t: TFunction): CalendarTexts {
  return {
    hostedBy: (chapter) => t("content.ics.hostedBy", { chapter }),
    chapterCalendar: (chapter) => t("content.ics.chapterCalendar", { chapter }),
  };
}
