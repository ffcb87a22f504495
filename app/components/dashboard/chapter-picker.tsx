import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { EmptyState } from "./empty-state";
import { FilterSelect } from "./filter-form";
import { Field } from "~/components/forms";
import { useT } from "~/i18n/react";

/** What the server resolved for a chapter picker (models/chapter-options.server.ts `reportChapterChoice`). */
export interface ChapterPickerData {
  options: ReadonlyArray<{ id: string; name: string }> | null;
  chapterId: string | null;
  text: string;
  matches: ReadonlyArray<{ id: string; name: string }>;
  /** The viewer has at least one chapter to pick. */
  any: boolean;
}

/** How many suggestions the search field offers while typing. */
const SUGGESTIONS = 8;

/**
 * The chapter filter of a GET form: a <select> while the viewer has few chapters to pick from;
 * otherwise a search field (a national network has thousands of chapters: a <select> of them all
 * weighed 176 KB gzip). Without JS the typed name goes to the server, which picks the chapter or
 * lists the matches (`ChapterMatches`); with JS the field suggests, as one types, the names of
 * the chapters the viewer may pick here (`GET /api/chapters?scope=led`). The chapter shown so far
 * goes along as `pick`, so two chapters of one name stay apart when the form is sent again.
 */
export function ChapterPicker({ label, name, picker }: { label: string; name: string; picker: ChapterPickerData }) {
  const { t } = useT();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [text, setText] = useState("");
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Only the chapters this page lets the viewer pick (the server scopes them to the viewer).
      fetch(`/api/chapters?${new URLSearchParams({ scope: "led", q, pageSize: String(SUGGESTIONS) })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((r) => (r.ok ? (r.json() as Promise<Array<{ name: string }>>) : []))
        .then((list) => setSuggestions(list.map((c) => c.name)))
        .catch(() => {
          // Typing on: this request was superseded (or the network dropped); the field still works.
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  if (picker.options) {
    return (
      <FilterSelect
        label={label}
        name={name}
        defaultValue={picker.chapterId}
        options={picker.options.map((c) => ({ value: c.id, label: c.name }))}
      />
    );
  }
  return (
    <>
      <Field
        className="md:w-64"
        labelProps={{ children: label }}
        hint={t("dashboard.chapterPicker.hint")}
        inputProps={{
          type: "search",
          name,
          defaultValue: picker.text,
          list: listId,
          autoComplete: "off",
          onChange: (e) => setText(e.currentTarget.value),
        }}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {picker.chapterId ? <input type="hidden" name="pick" value={picker.chapterId} /> : null}
    </>
  );
}

/**
 * When the typed text named no single chapter: the chapters it matches, each a link that keeps the
 * page's other filters, or a note that none does.
 */
export function ChapterMatches({ name, picker }: { name: string; picker: ChapterPickerData }) {
  const { t } = useT();
  const location = useLocation();
  if (picker.options || picker.chapterId || !picker.text) return null;
  if (!picker.matches.length) {
    return (
      <EmptyState
        headingLevel={2}
        title={t("dashboard.chapterPicker.noneTitle", { text: picker.text })}
        description={t("dashboard.chapterPicker.noneText")}
      />
    );
  }
  const href = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set(name, id);
    params.delete("pick");
    params.delete("page");
    return `${location.pathname}?${params}`;
  };
  return (
    <section aria-labelledby="chapter-matches-heading" className="card p-4">
      <h2 id="chapter-matches-heading" className="text-lg font-semibold">
        {t("dashboard.chapterPicker.matchesTitle", { text: picker.text })}
      </h2>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.chapterPicker.matchesText")}</p>
      <ul className="grid gap-1 sm:grid-cols-2" data-testid="chapter-matches">
        {picker.matches.map((c) => (
          <li key={c.id}>
            <Link to={href(c.id)} className="link">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
