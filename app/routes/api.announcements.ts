import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { AnnouncementListQuerySchema, AnnouncementSchema } from "~/models/announcement.schema";
import { createAnnouncement, listAnnouncements } from "~/models/announcement.server";
import { toApiAnnouncement } from "~/flows/api-shapes.server";
import { handleApi, searchParamsObject } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";
import { requireApiActor } from "~/access/actor.server";

/** GET /api/announcements?q=&scope=all|Global|Chapter&source= (signed in): newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const query = AnnouncementListQuerySchema.parse(searchParamsObject(request));
    return json(listAnnouncements(user, query).map(toApiAnnouncement));
  });
}

/**
 * POST /api/announcements {title, body, scope, chapterId, sendEmail} (admins: Global or Chapter;
 * leaders: chapters they lead): 201 with the announcement; with sendEmail it is emailed to its
 * opted-in audience and `email` says how many copies went out.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, AnnouncementSchema, async (user, input) => {
    const { announcement, email } = await createAnnouncement(user, input);
    return { ...toApiAnnouncement(announcement), email };
  });
}
