import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import type { RunCardData } from "~/models/activation-view.server";
import { formatInZone } from "~/utils/activation-format";
import { escapeHtml } from "~/utils/html";
import { useDelegatedLinkClicks } from "../html-list-links";
import { KindBadge } from "./my-activation-card";
import { kindTitle } from "./reply-controls";

const COUNTS = [
  ["Available", "activations.reply.available"],
  ["Delayed", "activations.reply.delayed"],
  ["Unavailable", "activations.reply.unavailable"],
  ["NoReply", "activations.reply.none"],
] as const;

const LIST_CLASS = "grid gap-4 lg:grid-cols-2";

/** What the cards are written with: the page's `t`, number format and language. */
interface CardText {
  t: TFunction;
  number: (value: number) => string;
  lang: string;
}

/** One running activation, element by element (an id that is not a plain UUID; and the unit test's reference). */
export function RunningActivationCard({ activation: a, text }: { activation: RunCardData; text: CardText }) {
  const { t, number, lang } = text;
  return (
    <li className="card" data-testid="running-activation">
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={a.kind} />
        {/* data-record: names people wrote, not interface text (the language sweeps leave them out). */}
        <span className="text-sm text-slate-700 dark:text-slate-300" data-record="">
          {a.chapterName}
        </span>
      </div>
      <h3 className="mt-2 font-semibold" data-record="">
        {a.title}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("activations.roster.reportBy", { time: formatInZone(a.reportAt, a.timeZone, lang) })}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
        {COUNTS.map(([reply, label]) => (
          <div key={reply}>
            <dt className="text-xs text-slate-700 dark:text-slate-300">{t(label)}</dt>
            <dd className="font-semibold" data-testid={`run-count-${reply}`}>
              {number(a.counts[reply])}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-slate-700 dark:text-slate-300">{t("activations.roster.needed")}</dt>
          <dd className="font-semibold" data-testid="run-count-needed">
            {number(a.committed)} / {number(a.needed)}
          </dd>
        </div>
      </dl>
      <Link
        to={`/dashboard/activations/${a.id}`}
        className="btn-secondary mt-3"
        aria-label={t("activations.run.rosterOf", { title: a.title })}
      >
        {t("activations.run.roster")}
      </Link>
    </li>
  );
}

const DT = '<dt class="text-xs text-slate-700 dark:text-slate-300">';
/** Ids the roster link's href takes as they are (what `<Link>` writes for them). */
const PLAIN_ID = /^[A-Za-z0-9-]+$/;

/**
 * One card as the HTML `RunningActivationCard` renders, byte for byte: the same elements and
 * attributes in the same order, text escaped as React escapes it, and the `<!-- -->` React writes
 * between adjacent texts. Checked against `RunningActivationCard` by
 * `tests/unit/running-activations.test.ts`.
 */
function cardHtml(a: RunCardData, { t, number, lang }: CardText) {
  const badge =
    a.kind === "Drill"
      ? `<span class="badge bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">${escapeHtml(kindTitle(t, a.kind))}</span>`
      : `<span class="badge bg-red-700 text-white">${escapeHtml(t("activations.kind.realShort"))}</span>`;
  const counts = COUNTS.map(
    ([reply, label]) =>
      `<div>${DT}${escapeHtml(t(label))}</dt><dd class="font-semibold" data-testid="run-count-${reply}">${escapeHtml(
        number(a.counts[reply]),
      )}</dd></div>`,
  ).join("");
  return (
    `<li class="card" data-testid="running-activation"><div class="flex flex-wrap items-center gap-2">${badge}` +
    `<span class="text-sm text-slate-700 dark:text-slate-300" data-record="">${escapeHtml(a.chapterName)}</span></div>` +
    `<h3 class="mt-2 font-semibold" data-record="">${escapeHtml(a.title)}</h3>` +
    `<p class="text-sm text-slate-700 dark:text-slate-300">${escapeHtml(
      t("activations.roster.reportBy", { time: formatInZone(a.reportAt, a.timeZone, lang) }),
    )}</p>` +
    `<dl class="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">${counts}<div>${DT}${escapeHtml(
      t("activations.roster.needed"),
    )}</dt><dd class="font-semibold" data-testid="run-count-needed">${escapeHtml(number(a.committed))}<!-- --> / <!-- -->${escapeHtml(
      number(a.needed),
    )}</dd></div></dl>` +
    `<a class="btn-secondary mt-3" aria-label="${escapeHtml(
      t("activations.run.rosterOf", { title: a.title }),
    )}" data-discover="true" href="/dashboard/activations/${a.id}">${escapeHtml(t("activations.run.roster"))}</a></li>`
  );
}

/** The cards as one HTML string when every id is plain (see `PLAIN_ID`), else null. */
export function runningCardsHtml(activations: RunCardData[], text: CardText) {
  return activations.every((a) => PLAIN_ID.test(a.id)) ? activations.map((a) => cardHtml(a, text)).join("") : null;
}

/**
 * The overview's "Activations you are running" (leaders, admins): each open call-out with its reply
 * counts against the number needed and a link to its roster. The cards are the same for every
 * viewer of the page and hold no form, so they are written as one HTML string inside the list, the
 * markup `RunningActivationCard` renders element by element (React rendering an administrator's 20
 * cards was a large part of the overview's server CPU: docs/performance.md, sixth session); their
 * roster links are plain anchors, client navigations with JS (`useDelegatedLinkClicks`).
 */
export function RunningActivations({ activations }: { activations: RunCardData[] }) {
  const { t, number, lang } = useT();
  const onClick = useDelegatedLinkClicks();
  if (!activations.length) return null;
  const text = { t, number, lang };
  const html = runningCardsHtml(activations, text);
  return (
    <section aria-labelledby="running-activations-heading" className="mb-6">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="running-activations-heading" className="text-lg font-semibold">
          {t("activations.run.heading")}
        </h2>
        <Link to="/dashboard/activations" className="link text-sm">
          {t("activations.card.all")}
        </Link>
      </div>
      {html === null ? (
        <ul className={LIST_CLASS}>
          {activations.map((a) => (
            <RunningActivationCard key={a.id} activation={a} text={text} />
          ))}
        </ul>
      ) : (
        // The handler delegates the links' own clicks (Enter on a focused link fires one too); the
        // list itself is not interactive.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
        <ul className={LIST_CLASS} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
