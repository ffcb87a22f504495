import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { HoursQuerySchema, ServiceLogSchema } from "~/models/hours.schema";
import { chapterHoursReport, logService, memberLedger, reportRange, volunteerHourValue } from "~/models/hours.server";
import { handleApi, methodNotAllowed, parseJsonBody, parseWith, searchParamsObject } from "~/utils/api.server";

/**
 * GET /api/hours?chapterId=&from=&to=: a chapter's approved hours (leaders of it, admins) with totals
 * by month and type and their value; without chapterId, the caller's own hours. Dates YYYY-MM-DD,
 * this calendar year by default.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    const query = await parseWith(HoursQuerySchema, searchParamsObject(request));
    const { from, to } = reportRange(query);
    if (query.chapterId) {
      const r = chapterHoursReport(actor, query.chapterId, { from, to });
      return json({
        chapter: r.chapter,
        from,
        to,
        total: r.total,
        value: r.value,
        hourlyValue: r.rate,
        members: r.members,
        byType: r.byType,
        byMonth: r.byMonth,
        entries: r.rows,
      });
    }
    const rows = memberLedger(actor, actor.id, { from, to });
    const total = Math.round(rows.reduce((s, r) => s + r.hours, 0) * 100) / 100;
    return json({ userId: actor.id, from, to, total, hourlyValue: volunteerHourValue(), entries: rows });
  });
}

/** POST /api/hours {chapterId, servedOn, activity, hours, note?}: logs the caller's own service, Pending until a leader approves (201). */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, ServiceLogSchema);
    const row = logService(actor, input);
    return json(
      {
        id: row.id,
        chapterId: row.chapterId,
        servedOn: row.servedOn,
        activity: row.activity,
        hours: row.hours,
        note: row.note,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      },
      { status: 201 },
    );
  });
}
