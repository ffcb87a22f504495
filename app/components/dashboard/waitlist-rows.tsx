import { useFetcher, useFormAction } from "@remix-run/react";
import { STACKED_TABLE, StackedCell } from "~/components/activations/column-table";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

/** The statuses, as the viewer reads them. */
export const STATUS_KEYS: Record<string, string> = {
  Active: "admin.status.Active",
  Notified: "admin.status.Notified",
  Converted: "admin.status.Converted",
};
/** What people said they are interested in, as the viewer reads it. */
export const INTEREST_KEYS: Record<string, string> = {
  Member: "admin.interest.Member",
  ChapterLeader: "admin.interest.ChapterLeader",
  IndividualDonor: "admin.interest.IndividualDonor",
  DonorAdvisedFund: "admin.interest.DonorAdvisedFund",
  CorporateFoundation: "admin.interest.CorporateFoundation",
  GovernmentAgency: "admin.interest.GovernmentAgency",
  PartnerSponsor: "admin.interest.PartnerSponsor",
  MediaPR: "admin.interest.MediaPR",
};

/** A stored value in the viewer's language (the value itself when it has no text). */
export const label = (t: (key: string) => string, keys: Record<string, string>, value: string) =>
  keys[value] ? t(keys[value]!) : value;

/** A waitlist entry as the page's loader sends it. */
export interface WaitlistRowData {
  id: string;
  email: string;
  name: string;
  interests: string[];
  location: string;
  status: string;
  createdAt: string;
}

/** What the rows' forms are made of besides the entries: the page's action, search and page. */
export interface WaitlistRowsState {
  formAction: string;
  statuses: readonly string[];
  q: string;
  page: number;
}

/**
 * Writes the table's rows as one string, byte for byte what `WaitlistRow` renders for each, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`waitlist-rows-html.server.ts`, decision 063).
 */
export type WaitlistRowsWriter = (
  entries: readonly WaitlistRowData[],
  state: WaitlistRowsState,
  text: { t: TFunction; date: (value: string) => string },
) => string | null;
let serverRowsWriter: WaitlistRowsWriter | null = null;

export function writeWaitlistRowsAsHtml(writer: WaitlistRowsWriter | null) {
  serverRowsWriter = writer;
}

/**
 * The table body's rows as one string on the server (decision 063, as the events list's cards:
 * decision 058), each status form as its fetcher's form renders before hydration; null in the
 * browser, which renders `WaitlistRow`s that hydrate onto the server's elements (the forms keep
 * their fetchers and pending states).
 */
export function useWaitlistRowsHtml(entries: readonly WaitlistRowData[], state: Omit<WaitlistRowsState, "formAction">) {
  const { t, date } = useT();
  const formAction = useFormAction();
  return serverRowsWriter?.(entries, { ...state, formAction }, { t, date: (value) => date(value) }) ?? null;
}

/** One entry's row, element by element: the reference `waitlistRowsHtml` is checked against. */
export function WaitlistRow({
  entry: e,
  statuses,
  q,
  page,
}: {
  entry: WaitlistRowData;
  statuses: readonly string[];
  q: string;
  page: number;
}) {
  const { t, date } = useT();
  return (
    <tr data-testid="waitlist-row" className={STACKED_TABLE.row}>
      <th scope="row" className={`${STACKED_TABLE.rowHeader} align-top sm:px-4 sm:py-3`}>
        <p className="font-medium text-slate-900 dark:text-white">{e.name || "—"}</p>
        <p className="[overflow-wrap:anywhere] font-normal text-slate-700 dark:text-slate-300">{e.email}</p>
      </th>
      <StackedCell label={t("admin.waitlist.interest")} className="align-top sm:px-4 sm:py-3">
        {e.interests.length ? (
          <ul className="flex flex-wrap gap-1">
            {e.interests.map((i) => (
              <li key={i} className="badge-neutral">
                {label(t, INTEREST_KEYS, i)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-700 dark:text-slate-300">—</span>
        )}
      </StackedCell>
      <StackedCell
        label={t("admin.waitlist.location")}
        className="align-top text-slate-800 sm:px-4 sm:py-3 dark:text-slate-200"
      >
        {e.location || "—"}
      </StackedCell>
      <StackedCell label={t("admin.filter.status")} className="align-top sm:px-4 sm:py-3">
        <StatusCell id={e.id} email={e.email} status={e.status} statuses={statuses} q={q} page={page} />
      </StackedCell>
      <StackedCell
        label={t("admin.waitlist.joined")}
        className="whitespace-nowrap align-top text-slate-800 sm:px-4 sm:py-3 dark:text-slate-200"
      >
        <time dateTime={e.createdAt}>{date(e.createdAt)}</time>
      </StackedCell>
    </tr>
  );
}

function StatusCell({
  id,
  email,
  status,
  statuses,
  q,
  page,
}: {
  id: string;
  email: string;
  status: string;
  statuses: readonly string[];
  q: string;
  page: number;
}) {
  const { t } = useT();
  const fetcher = useFetcher({ key: `waitlist-status-${id}` });
  const pending = fetcher.state !== "idle";
  const shown = (fetcher.formData?.get("status") as string | null) ?? status;
  const selectId = `status-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <StatusBadge status={shown} label={label(t, STATUS_KEYS, shown)} />
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-1">
        <input type="hidden" name="intent" value="set-status" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="q" value={q} />
        <input type="hidden" name="page" value={String(page)} />
        <label htmlFor={selectId} className="sr-only">
          {t("admin.waitlist.statusFor", { email })}
        </label>
        <select id={selectId} name="status" defaultValue={status} className="input w-32 py-1">
          {statuses.map((s) => (
            <option key={s} value={s}>
              {label(t, STATUS_KEYS, s)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="btn-secondary px-2 py-1"
          disabled={pending}
          aria-label={t("admin.waitlist.updateFor", { email })}
        >
          {pending ? t("admin.waitlist.saving") : t("admin.waitlist.update")}
        </button>
      </fetcher.Form>
    </div>
  );
}
