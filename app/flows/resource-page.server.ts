import { requireActor } from "~/access/actor.server";
import { pageError, refuse } from "~/flows/respond.server";
import { can } from "~/access/rules.server";
import { getI18n } from "~/i18n/i18n.server";
import { getResourceForUser } from "~/models/resource.server";

/**
 * A resource page's reader, language and resource. A resource above the reader's level answers
 * exactly like one that does not exist; `manage` also requires the right to edit it.
 */
export async function requireResourcePage(request: Request, id: string | undefined, opts: { manage?: boolean } = {}) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  let resource;
  try {
    resource = getResourceForUser(user, id ?? "");
  } catch (error) {
    throw await refuse(error, request);
  }
  const canEdit = can(user, "resource.manage", resource);
  if (opts.manage && !canEdit) throw pageError("forbidden", i18n.t("content.resources.cannotEdit"));
  return { user, i18n, resource, canEdit };
}
