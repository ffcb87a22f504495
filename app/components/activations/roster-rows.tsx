import { useFetcher, useFormAction } from "@remix-run/react";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { STACKED_TABLE, StackedCell as Cell } from "./column-table";
import { RosterCells, type RosterCellsRow } from "./roster-cells";

/** A roster row as the activation page's loader sends it (toRosterPage). */
export interface RosterRowData extends RosterCellsRow {
  responseId: string;
  checkedInLabel: string | null;
  checkedOutLabel: string | null;
  onScene: boolean;
  checkedIn: boolean;
  checkedOut: boolean;
  checkedOutRecently: boolean;
}

/** A button a roster row offers: what it posts, its label and the label naming the member. */
export interface RowActionSpec {
  intent: "checkin" | "checkout" | "countIn" | "countOut";
  again: boolean;
  label: string;
  ariaLabel: string;
}

/**
 * The check-in/out and count-in buttons a row offers, by its state, in order: check in (open, not
 * checked in), check out (on scene), undo / check in again (open, checked out), count in / out
 * (open, delayed). Read by `RowActions` and by the server's writer alike.
 */
export function rowActions(r: RosterRowData, open: boolean): RowActionSpec[] {
  const actions: RowActionSpec[] = [];
  if (open && !r.checkedIn) {
    actions.push({
      intent: "checkin",
      again: false,
      label: "activations.roster.checkIn",
      ariaLabel: "activations.roster.checkInName",
    });
  }
  if (r.onScene) {
    actions.push({
      intent: "checkout",
      again: false,
      label: "activations.roster.checkOut",
      ariaLabel: "activations.roster.checkOutName",
    });
  }
  if (open && r.checkedOut) {
    actions.push(
      r.checkedOutRecently
        ? {
            intent: "checkin",
            again: true,
            label: "activations.roster.undoCheckOut",
            ariaLabel: "activations.roster.undoCheckOutName",
          }
        : {
            intent: "checkin",
            again: true,
            label: "activations.roster.checkInAgain",
            ariaLabel: "activations.roster.checkInAgainName",
          },
    );
  }
  if (open && r.reply === "Delayed") {
    actions.push(
      r.countedIn
        ? {
            intent: "countOut",
            again: false,
            label: "activations.roster.countOut",
            ariaLabel: "activations.roster.countOutName",
          }
        : {
            intent: "countIn",
            again: false,
            label: "activations.roster.countIn",
            ariaLabel: "activations.roster.countInName",
          },
    );
  }
  return actions;
}

/** The class of a row's action buttons. */
export const ROW_ACTION_CLASS = "btn-secondary min-h-[2.75rem] px-3 py-1 text-sm sm:min-h-0 sm:px-2 sm:text-xs";

/** The text of a row's "On scene" cell before its buttons: when the member came and left. */
export function onSceneText(r: RosterRowData, t: TFunction) {
  return r.checkedOut
    ? t("activations.roster.inOut", { in: r.checkedInLabel, out: r.checkedOutLabel })
    : r.checkedIn
      ? t("activations.roster.inSince", { in: r.checkedInLabel })
      : "—";
}

/**
 * Writes the roster table's rows as one string, byte for byte what `RosterRow` renders for each, or
 * null (then React renders them). Set on the server only, by entry.server.tsx
 * (`roster-rows-html.server.ts`, decision 073).
 */
export type RosterRowsWriter = (
  rows: readonly RosterRowData[],
  state: { open: boolean; formAction: string },
  t: TFunction,
) => string | null;
let serverRowsWriter: RosterRowsWriter | null = null;

export function writeRosterRowsAsHtml(writer: RosterRowsWriter | null) {
  serverRowsWriter = writer;
}

/**
 * The roster table body's rows as one string on the server (decision 073, as the waitlist's rows:
 * decision 063), each row's forms as their fetchers' forms render before hydration; null in the
 * browser, which renders `RosterRow`s that hydrate onto the server's elements (the forms keep their
 * fetchers and pending states).
 */
export function useRosterRowsHtml(rows: readonly RosterRowData[], open: boolean) {
  const { t } = useT();
  const formAction = useFormAction();
  return serverRowsWriter?.(rows, { open, formAction }, t) ?? null;
}

/**
 * One button of a roster row (check in/out, undo, count in). With JS a fetcher posts it, so the page
 * never moves; without JS the action redirects back to the row's anchor.
 */
function RowAction({
  intent,
  responseId,
  label,
  ariaLabel,
  again,
}: {
  intent: RowActionSpec["intent"];
  responseId: string;
  label: string;
  ariaLabel: string;
  again: boolean;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="responseId" value={responseId} />
      {again ? <input type="hidden" name="again" value="1" /> : null}
      <button type="submit" className={ROW_ACTION_CLASS} aria-label={ariaLabel} disabled={fetcher.state !== "idle"}>
        {label}
      </button>
    </fetcher.Form>
  );
}

/**
 * One member's roster row, element by element: its cells (`RosterCells`), then "On scene" with the
 * row's buttons. The reference `rosterRowsHtml` is checked against (tests/unit/roster-rows.test.ts).
 */
export function RosterRow({ r, open }: { r: RosterRowData; open: boolean }) {
  const { t } = useT();
  const name = r.displayName;
  return (
    <tr id={`r-${r.responseId}`} className={STACKED_TABLE.row} data-testid="roster-row">
      <RosterCells r={r} t={t} />
      <Cell label={t("activations.col.onScene")}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{onSceneText(r, t)}</span>
          {rowActions(r, open).map((a) => (
            <RowAction
              key={a.label}
              intent={a.intent}
              again={a.again}
              responseId={r.responseId}
              label={t(a.label)}
              ariaLabel={t(a.ariaLabel, { name })}
            />
          ))}
        </span>
      </Cell>
    </tr>
  );
}
