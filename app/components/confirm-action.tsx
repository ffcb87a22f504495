import { Form, Link, useFetcher, useFormAction, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import { ModalDialog } from "./dialog-link";

/**
 * A confirmation step in front of anything that cannot be undone (reject, delete, stand down,
 * revoke).
 *
 * Without JS the trigger is a link to the same page with `?confirm=<intent>&target=<id>`; that GET
 * renders this component's confirmation form over the page (a real form posting to the route's
 * action, with a Cancel link back), so nothing irreversible happens on one click. With JS the same
 * link opens a native modal <dialog> holding the same form, posted through a fetcher.
 *
 * The form posts the hidden `intent`, the `fields`, and (when `reason` is given) a textarea, to the
 * current route's action, so it plugs into the existing one-action-per-route `intent` switch.
 */
export interface ConfirmActionProps {
  /** The action's `intent` value, e.g. "reject". */
  intent: string;
  /** Identifies this item in the URL (`target=`) so only its confirmation opens. */
  targetId: string;
  /** Hidden fields posted with the intent (ids, filters). */
  fields: Record<string, string>;
  /** Text of the trigger button/link. */
  label: string;
  /** Accessible name of the trigger when `label` alone is ambiguous in a list ("Reject Austin CERT"). */
  triggerAriaLabel?: string;
  /** Heading of the confirmation: "Reject Austin CERT?" */
  title: string;
  /** What will happen, in one or two sentences. */
  description?: string;
  /** Text of the final button: "Reject chapter". */
  confirmLabel: string;
  pendingLabel: string;
  /** Ask for a reason (stored with the decision). */
  reason?: { name?: string; label: string; required?: boolean; maxLength?: number };
  triggerClassName?: string;
  /** Style of the final button: red for destructive, brand for merely final. */
  tone?: "danger" | "primary";
  /** Post to another route's action (default: the current route's). */
  action?: string;
}

export const CONFIRM_PARAM = "confirm";
export const CONFIRM_TARGET_PARAM = "target";

/** The current URL with a confirmation opened (or closed, with `intent` null). */
export function confirmHref(location: { pathname: string; search: string }, intent: string | null, targetId?: string) {
  const params = new URLSearchParams(location.search);
  params.delete(CONFIRM_PARAM);
  params.delete(CONFIRM_TARGET_PARAM);
  params.delete("index");
  if (intent && targetId) {
    params.set(CONFIRM_PARAM, intent);
    params.set(CONFIRM_TARGET_PARAM, targetId);
  }
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : "");
}

/** The route's action URL without the confirmation parameters (its redirect then closes it). */
function useCleanFormAction() {
  const formAction = useFormAction();
  const [path, search = ""] = formAction.split("?");
  const params = new URLSearchParams(search);
  params.delete(CONFIRM_PARAM);
  params.delete(CONFIRM_TARGET_PARAM);
  const rest = params.toString();
  return path + (rest ? `?${rest}` : "");
}

export function ConfirmAction(props: ConfirmActionProps) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const openedByUrl = params.get(CONFIRM_PARAM) === props.intent && params.get(CONFIRM_TARGET_PARAM) === props.targetId;
  const [dialogOpen, setDialogOpen] = useState(false);
  const href = confirmHref(location, props.intent, props.targetId);
  return (
    <>
      <Link
        to={href}
        preventScrollReset
        className={props.triggerClassName ?? "btn-secondary"}
        aria-label={props.triggerAriaLabel}
        aria-haspopup="dialog"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          setDialogOpen(true);
        }}
      >
        {props.label}
      </Link>
      {dialogOpen ? <ConfirmDialog {...props} onClose={() => setDialogOpen(false)} /> : null}
      {openedByUrl && !dialogOpen ? <ConfirmPage {...props} cancelHref={confirmHref(location, null)} /> : null}
    </>
  );
}

function ConfirmFields({
  props,
  busy,
  focusFirst,
  cancel,
}: {
  props: ConfirmActionProps;
  busy: boolean;
  focusFirst: boolean;
  cancel: React.ReactNode;
}) {
  const reasonId = useId();
  const tone = props.tone === "primary" ? "btn-primary" : "btn-danger";
  return (
    <>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.description ? <p className="text-sm text-slate-700 dark:text-slate-300">{props.description}</p> : null}
      {props.reason ? (
        <div className="mt-3">
          <label htmlFor={reasonId} className="label">
            {props.reason.label}
          </label>
          <textarea
            id={reasonId}
            name={props.reason.name ?? "reason"}
            rows={3}
            maxLength={props.reason.maxLength ?? 500}
            required={props.reason.required}
            className="input"
            // A confirmation step is a dialog (or a page that is only the dialog): focus belongs in it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusFirst}
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {cancel}
        {/* Focus starts on the confirm button when there is no reason to type (see above). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="submit" className={tone} disabled={busy} autoFocus={focusFirst && !props.reason}>
          {busy ? props.pendingLabel : props.confirmLabel}
        </button>
      </div>
    </>
  );
}

/** The no-JS confirmation: rendered from the URL, a form over the page. */
function ConfirmPage({ cancelHref, ...props }: ConfirmActionProps & { cancelHref: string }) {
  const titleId = useId();
  const formAction = useCleanFormAction();
  const action = props.action ?? formAction;
  const { t } = useT();
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/50 p-4 sm:items-center">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-lg bg-white p-5 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        data-testid="confirm-page"
      >
        <h2 id={titleId} className="mb-2 text-lg font-semibold">
          {props.title}
        </h2>
        <Form method="post" action={action}>
          <ConfirmFields
            props={props}
            busy={false}
            focusFirst
            cancel={
              <Link to={cancelHref} preventScrollReset className="btn-secondary">
                {t("common.confirm.cancel")}
              </Link>
            }
          />
        </Form>
      </section>
    </div>
  );
}

/** The JS confirmation: a native modal dialog, posted through a fetcher so the list stays put. */
function ConfirmDialog({ onClose, ...props }: ConfirmActionProps & { onClose: () => void }) {
  const titleId = useId();
  const formAction = useCleanFormAction();
  const action = props.action ?? formAction;
  const fetcher = useFetcher({ key: `confirm-${props.intent}-${props.targetId}` });
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  const { t } = useT();

  // Close once the post has finished (the route's redirect brings the toast and the new list).
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) onClose();
  }, [busy, onClose]);

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
      testId="confirm-dialog"
    >
      <h2 id={titleId} className="mb-2 text-lg font-semibold">
        {props.title}
      </h2>
      <fetcher.Form method="post" action={action}>
        <ConfirmFields
          props={props}
          busy={busy}
          focusFirst
          cancel={
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t("common.confirm.cancel")}
            </button>
          }
        />
      </fetcher.Form>
    </ModalDialog>
  );
}
