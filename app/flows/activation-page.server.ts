import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { getRunnableActivation } from "~/models/activation-common.server";
import { refuse } from "./respond.server";

/**
 * The guard of an activation's management pages (edit): the signed-in actor (sign-in first), their
 * language, and the activation with its chapter when the actor runs it (`activation.run`); a 404 page
 * for an unknown one, a 403 page for anyone else, saying why in their language.
 */
export async function requireActivationRunner({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  try {
    return { actor, i18n, ...getRunnableActivation(actor, params.id ?? "") };
  } catch (error) {
    throw await refuse(error, request);
  }
}
