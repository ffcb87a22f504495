import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi } from "~/utils/api.server";
import { searchNameablePeople } from "~/models/activation-waves.server";

/**
 * GET /dashboard/activations/people?q=<text>&chapterId=<chapter>: the people the create form's
 * named-backups search suggests as one types (with JS; without it the form posts the search and the
 * page lists them). Those who may start activations (leaders, admins), over the chapters they may
 * call out (`searchNameablePeople`); cookie or bearer token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    const url = new URL(request.url);
    const people = searchNameablePeople(actor, url.searchParams.get("q") ?? "", {
      chapterId: url.searchParams.get("chapterId")?.slice(0, 100) || null,
    });
    return json({ people }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
