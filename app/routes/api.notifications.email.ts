import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NotificationEmailSchema } from "~/models/announcement.schema";
import { sendAnnouncementEmail } from "~/models/announcement.server";
import { sendNotificationEmail } from "~/models/notification.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/notifications/email (admins and leaders, their own audiences).
 * - `{ announcementId }`: the same send as the card's Send Email (the announcement's real audience).
 * - `{ recipients: [email...], subject, body, type: "announcement" }`: only accounts inside the
 *   sender's audience (403 otherwise); people with announcement emails off are skipped.
 * Either way a repeat within 30 days never doubles anyone's copy (decision 037). 200 `{ audience, sent, alreadySent, skipped? }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    const input = await parseJsonBody(request, NotificationEmailSchema);
    if (input.announcementId) {
      return json(await sendAnnouncementEmail(user, input.announcementId));
    }
    return json(
      await sendNotificationEmail(user, {
        recipients: input.recipients ?? [],
        subject: input.subject ?? "",
        body: input.body ?? "",
      }),
    );
  });
}
