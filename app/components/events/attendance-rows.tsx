import type { RsvpStatus } from "~/db/schema";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { RSVP_ANSWERS } from "./event-card";

/** A person of an event's attendance roster as the page's loader sends them (getAttendancePage). */
export interface AttendanceRowData {
  id: string;
  name: string;
  canMark: boolean;
  rsvp: RsvpStatus | null;
  present: boolean;
  method: string | null;
  hours: number | null;
  hoursAdjusted: boolean;
}

/** What the rows are made of besides the people: who is looking, and the hours a tick records. */
export interface AttendanceRowsState {
  viewerId: string;
  defaultHours: number;
}

/**
 * Writes the attendance table's rows as one string, byte for byte what `AttendanceRow` renders for
 * each, or null (then React renders them). Set on the server only, by entry.server.tsx
 * (`attendance-rows-html.server.ts`, decision 073).
 */
export type AttendanceRowsWriter = (
  rows: readonly AttendanceRowData[],
  state: AttendanceRowsState,
  t: TFunction,
) => string | null;
let serverRowsWriter: AttendanceRowsWriter | null = null;

export function writeAttendanceRowsAsHtml(writer: AttendanceRowsWriter | null) {
  serverRowsWriter = writer;
}

/**
 * The attendance table body's rows as one string on the server (decision 073, as the waitlist's
 * rows: decision 063); null in the browser, which renders `AttendanceRow`s that hydrate onto the
 * server's elements. The rows' fields belong to the page's one save form around the table.
 */
export function useAttendanceRowsHtml(rows: readonly AttendanceRowData[], state: AttendanceRowsState) {
  const { t } = useT();
  return serverRowsWriter?.(rows, state, t) ?? null;
}

/**
 * One person's row of the attendance roster, element by element: the tick (the chapter's approved
 * members, never oneself), the name and how they came, their RSVP, the hours recorded. The reference
 * `attendanceRowsHtml` is checked against (tests/unit/attendance-rows.test.ts).
 */
export function AttendanceRow({ p, viewerId, defaultHours }: { p: AttendanceRowData } & AttendanceRowsState) {
  const { t } = useT();
  return (
    <tr>
      <td className="py-2 pr-2">
        {/* Only the chapter's approved members, and never oneself, can be ticked (attendance.mark). */}
        {p.canMark ? (
          <>
            <input type="hidden" name="listed" value={p.id} />
            <input
              id={`present-${p.id}`}
              type="checkbox"
              name="present"
              value={p.id}
              defaultChecked={p.present}
              className="h-5 w-5"
            />
          </>
        ) : p.present ? (
          <span className="badge-approved">{t("content.attendance.checkedInBadge")}</span>
        ) : null}
      </td>
      <td className="py-2 pr-2">
        {p.canMark ? <label htmlFor={`present-${p.id}`}>{p.name}</label> : p.name}
        {p.method === "code" ? <span className="badge-pending ml-2">{t("content.attendance.selfCheckIn")}</span> : null}
        {!p.canMark ? (
          <span className="block text-xs text-slate-700 dark:text-slate-300">
            {p.id === viewerId ? t("content.attendance.notYourself") : t("content.attendance.notMember")}
          </span>
        ) : null}
      </td>
      <td className="py-2 pr-2">{p.rsvp ? t(RSVP_ANSWERS[p.rsvp].status) : "—"}</td>
      <td className="py-2">
        {p.canMark ? (
          <>
            <input type="hidden" name={`hours-before-${p.id}`} value={p.hoursAdjusted ? String(p.hours) : ""} />
            <input
              type="number"
              name={`hours-${p.id}`}
              aria-label={t("content.attendance.hoursFor", { name: p.name })}
              min={0}
              max={24}
              step={0.25}
              defaultValue={p.hoursAdjusted ? String(p.hours) : ""}
              placeholder={String(defaultHours)}
              className="input w-24"
            />
          </>
        ) : (
          (p.hours ?? "—")
        )}
      </td>
    </tr>
  );
}
