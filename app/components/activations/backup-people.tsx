import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { ConformField, ErrorList, Field } from "~/components/forms";
import { useT } from "~/i18n/react";
import { BACKUP_QUERY_MIN, MAX_WAVE_PEOPLE } from "~/models/activation.schema";
import { useHydrated } from "~/utils/use-hydrated";

/** A person the search found or the form keeps ticked (models/activation-waves.server.ts). */
export interface BackupPerson {
  id: string;
  name: string;
  chapterName: string;
}

/** What the create action sent back about the named backups: who stays ticked, and a search's answer. */
export interface BackupPeopleReply {
  ticked: BackupPerson[];
  query?: string;
  found?: BackupPerson[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field helpers take FieldMetadata<any, any, string[]>
type AnyField = FieldMetadata<any, any, string[]>;

/**
 * Named backups on the create form: one more wave, after some minutes, to people the leader names
 * (a backup leader gets the escalation notice, a member is asked to respond: decision 026). A
 * chapter can have hundreds of members, so they are found with a search field, never listed:
 * without JS the search button posts the form (Conform's validate intent: nothing is sent, what was
 * typed stays) and the page lists the matches as checkboxes; with JS the matches come as one types
 * (GET /dashboard/activations/people) and a ticked one joins the named list. The server checks
 * every named person again when the activation is sent.
 */
export function BackupPeople({
  form,
  afterMinutes,
  people,
  query,
  chapterId,
  reply,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only its validate intent's button is used
  form: FormMetadata<any, string[]>;
  afterMinutes: AnyField;
  people: AnyField;
  query: AnyField;
  /** The chapter chosen on the form so far: an administrator's search looks in it. */
  chapterId: string | undefined;
  reply: BackupPeopleReply | undefined;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState<BackupPerson[]>(reply?.ticked ?? []);
  const [found, setFound] = useState<{ query: string; people: BackupPerson[] } | null>(
    reply?.found ? { query: reply.query ?? "", people: reply.found } : null,
  );
  // The search field keeps its text through a refused send too (the form's echo of what was posted).
  const [text, setText] = useState(reply?.query ?? (typeof query.initialValue === "string" ? query.initialValue : ""));
  const request = useRef<AbortController | null>(null);

  // A new answer of the action (a search without JS, a refused post) replaces what the page shows.
  useEffect(() => {
    if (!reply) return;
    setTicked(reply.ticked);
    if (reply.found) setFound({ query: reply.query ?? "", people: reply.found });
  }, [reply]);

  function search(q: string) {
    request.current?.abort();
    const term = q.trim();
    if (term.length < BACKUP_QUERY_MIN) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const params = new URLSearchParams({ q: term, ...(chapterId ? { chapterId } : {}) });
    fetch(`/dashboard/activations/people?${params}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ people: BackupPerson[] }>) : { people: [] }))
      .then((data) => setFound({ query: term, people: data.people }))
      .catch(() => {
        // Superseded by the next keystroke, or the network dropped: the button still searches.
      });
  }

  // Suggestions as one types (with JS), a moment after the last key.
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(() => search(text), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` reads the chapter at call time
  }, [text, hydrated]);

  const tickedIds = new Set(ticked.map((p) => p.id));
  const matches = found?.people.filter((p) => !tickedIds.has(p.id)) ?? [];

  return (
    <fieldset className="mt-2" data-testid="backup-people">
      <legend className="mb-1 text-sm font-medium">{t("activations.backups.legend")}</legend>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t("activations.backups.help", { max: MAX_WAVE_PEOPLE })}
      </p>
      <ConformField
        field={afterMinutes}
        type="number"
        min={1}
        max={1440}
        inputMode="numeric"
        label={t("activations.waves.afterMinutes")}
        className="mb-3 sm:w-40"
      />
      <p className="label" id={`${people.id}-named`}>
        {t("activations.backups.named")}
      </p>
      {ticked.length ? (
        <ul className="mb-2 grid gap-1" aria-labelledby={`${people.id}-named`} data-testid="backups-named">
          {ticked.map((p) => (
            <PersonBox key={p.id} person={p} name={people.name} defaultChecked />
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("activations.backups.noneNamed")}</p>
      )}
      <ErrorList id={people.errorId} errors={people.errors} />
      <div className="flex flex-wrap items-end gap-2">
        <Field
          className="min-w-0 flex-1"
          labelProps={{ children: t("activations.backups.search") }}
          hint={t("activations.backups.searchHint", { n: BACKUP_QUERY_MIN })}
          inputProps={{
            id: query.id,
            name: query.name,
            type: "search",
            autoComplete: "off",
            maxLength: 100,
            value: text,
            onChange: (e) => setText(e.currentTarget.value),
            onKeyDown: (e) => {
              // With JS, Enter searches here instead of sending the call-out.
              if (e.key === "Enter") {
                e.preventDefault();
                search(text);
              }
            },
          }}
        />
        {hydrated ? (
          <button type="button" className="btn-secondary mb-4" onClick={() => search(text)}>
            {t("activations.backups.find")}
          </button>
        ) : (
          // Without JS: a post of the whole form that only searches (the page comes back as typed).
          <button {...form.validate.getButtonProps({ name: query.name })} formNoValidate className="btn-secondary mb-4">
            {t("activations.backups.find")}
          </button>
        )}
      </div>
      {found ? (
        matches.length ? (
          <div data-testid="backup-matches">
            <p className="mb-1 text-sm" id={`${people.id}-matches`}>
              {t("activations.backups.matches", { query: found.query })}
            </p>
            <ul className="grid gap-1" aria-labelledby={`${people.id}-matches`}>
              {matches.map((p) => (
                <PersonBox
                  key={p.id}
                  person={p}
                  name={people.name}
                  onTick={() => {
                    // With JS a ticked match joins the named list (the next search replaces the matches).
                    if (hydrated) setTicked((list) => [...list, p]);
                  }}
                />
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="backup-matches" role="status">
            {found.people.length
              ? t("activations.backups.allNamed", { query: found.query })
              : t("activations.backups.noMatches", { query: found.query })}
          </p>
        )
      ) : reply?.query !== undefined && reply.query.trim().length < BACKUP_QUERY_MIN ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {t("activations.backups.tooShort", { n: BACKUP_QUERY_MIN })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One person as a checkbox of the form's named people: their name and chapter (`data-record`: names people wrote, which the language sweeps leave out). */
function PersonBox({
  person,
  name,
  defaultChecked,
  onTick,
}: {
  person: BackupPerson;
  name: string;
  defaultChecked?: boolean;
  onTick?: () => void;
}) {
  return (
    <li>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value={person.id}
          defaultChecked={defaultChecked}
          className="h-4 w-4 accent-brand-700"
          onChange={(e) => {
            if (e.currentTarget.checked) onTick?.();
          }}
        />
        <span data-record>{`${person.name} (${person.chapterName})`}</span>
      </label>
    </li>
  );
}
