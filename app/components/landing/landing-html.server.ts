import { FEATURE_ICON_CLASS, FEATURES } from "./feature-grid";
import {
  STARTER_BUTTON,
  suggestionItemsHtml,
  TOPIC_BUTTON,
  TRENDING_BUTTON,
  type GuideChatIntro,
} from "~/components/guide-chat";
import type { TFunction } from "~/i18n/translate";
import { escapeHtml as e } from "~/utils/html";

// The landing page's sections written as one string on the server (decision 067): byte for byte
// what FeatureGrid and GuideChat (before the first question) render element by element
// (tests/unit/landing-html.test.ts renders the landing and the guide page both ways in every
// language, with and without a conversation). The browser renders the elements themselves.

/** SectionHeading's markup. */
function sectionHeading(id: string, title: string, intro: string, introClassName: string) {
  return (
    `<h2 id="${id}" class="text-center text-3xl font-bold tracking-tight">${e(title)}</h2>` +
    `<p class="mx-auto max-w-2xl text-center text-slate-700 dark:text-slate-300 ${introClassName}">${e(intro)}</p>`
  );
}

/** FeatureGrid's content: the heading and the six cards. */
export function featureGridHtml(t: TFunction) {
  let html =
    sectionHeading("features-heading", t("landing.features.title"), t("landing.features.intro"), "mt-3") +
    `<ul class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">`;
  for (const f of FEATURES) {
    html +=
      `<li class="card"><svg aria-hidden="true" viewBox="0 0 24 24" class="${FEATURE_ICON_CLASS}" fill="none" ` +
      `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${f.icon}"></path></svg>` +
      `<h3 class="mt-4 text-lg font-semibold">${e(t(f.title))}</h3>` +
      `<p class="mt-2 text-sm text-slate-700 dark:text-slate-300">${e(t(f.body))}</p></li>`;
  }
  return html + "</ul>";
}

/** GuideChat's heading row and message area before the first question (nothing streaming or waiting). */
export function guideChatIntroHtml({ t, suggestions, action, redirectTo, showHeading }: GuideChatIntro) {
  const header =
    "<div>" +
    (showHeading ? `<h2 class="text-lg font-bold">${e(t("guide.chat.title"))}</h2>` : "") +
    `<p class="text-sm text-slate-700 dark:text-slate-300">${e(t("guide.chat.subtitle"))}</p></div>`;
  const body =
    `<form method="post" action="${e(action)}" class="space-y-5">` +
    `<input type="hidden" name="intent" value="ask"/>` +
    `<input type="hidden" name="redirectTo" value="${e(redirectTo)}"/>` +
    `<p class="text-sm text-slate-700 dark:text-slate-300">${e(t("guide.chat.welcome"))}</p>` +
    `<div><h3 class="mb-2 text-sm font-semibold">${e(t("guide.chat.tryAsking"))}</h3>` +
    `<ul class="flex flex-col gap-2">${suggestionItemsHtml(suggestions.starters, STARTER_BUTTON, false)}</ul></div>` +
    `<div><h3 class="mb-2 text-sm font-semibold">${e(t("guide.chat.trending"))}</h3>` +
    `<ol class="flex flex-wrap gap-2">${suggestionItemsHtml(suggestions.trending, TRENDING_BUTTON, false)}</ol></div>` +
    `<details class="group"><summary class="btn-secondary cursor-pointer list-none px-3 py-1 text-sm">` +
    `<span class="group-open:hidden">${e(t("guide.chat.moreTopics"))}</span>` +
    `<span class="hidden group-open:inline">${e(t("guide.chat.hideTopics"))}</span></summary>` +
    `<ul class="mt-3 grid gap-2 sm:grid-cols-2">${suggestionItemsHtml(suggestions.topics, TOPIC_BUTTON, false)}</ul>` +
    `<p class="mt-3 text-sm"><a href="/guide/topics" class="font-medium text-brand-700 underline dark:text-red-300">` +
    `${e(t("guide.chat.readAll"))}</a></p></details></form>` +
    `<div role="log" aria-live="polite" aria-label="${e(t("guide.chat.conversation"))}" class="flex flex-col gap-4"></div>`;
  return { header, body };
}
