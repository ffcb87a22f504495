import { json } from "@remix-run/node";
import { requireActor, type Actor } from "~/access/actor.server";
import type { Lang } from "~/i18n/config";
import { getI18n } from "~/i18n/i18n.server";

/**
 * A go-kit page's data (the kit, the household plan): for the signed-in member only, with the go-kit
 * texts and the page's title, and never kept by a shared cache (the service worker keeps its own
 * per-user copy). `data` is what the page shows of the member's own.
 */
export async function goKitPage<Data extends object>(
  request: Request,
  titleKey: "gokit.title" | "gokit.plan.title",
  data: (actor: Actor, lang: Lang) => Data,
) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  return json(
    { i18n: i18n.messages("gokit"), meta: { title: i18n.t(titleKey) }, ...data(actor, i18n.lang) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
