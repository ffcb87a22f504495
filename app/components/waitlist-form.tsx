import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import type { WaitlistInput } from "~/models/waitlist.schema";
import { HONEYPOT_FIELD, INTEREST_LEVEL_OPTIONS } from "~/models/waitlist.options";
import { useHydrated } from "~/utils/use-hydrated";
import { ErrorList, Field, FormAlert } from "./forms";
import { Toaster, type ToastData } from "./toaster";

/** What the /waitlist action answers (declared here so the client never imports the route). */
export interface WaitlistActionData {
  result?: SubmissionResult<string[]> | null;
  toast?: ToastData | null;
  joined?: boolean;
  prefillEmail?: string;
}

const CLOSE_DELAY_MS = 2000;

/**
 * The waitlist signup. On the /waitlist page (no `onDone`) it is a plain form that posts and
 * redirects, so it works without JS. In a dialog (`onDone` given; dialogs only exist with JS) it
 * submits through a fetcher, shows "You're In!" and calls `onDone` two seconds later.
 */
export function WaitlistForm({
  onDone,
  onJoined,
  defaultEmail,
  lastResult,
  toast,
}: {
  onDone?: () => void;
  /** Called as soon as a dialog signup succeeds (the email strip switches its text). */
  onJoined?: () => void;
  defaultEmail?: string;
  /** Page mode: the action's reply, so errors show without JS. */
  lastResult?: SubmissionResult<string[]> | null;
  toast?: ToastData | null;
}) {
  const fetcher = useFetcher<WaitlistActionData>();
  const navigation = useNavigation();
  const inDialog = !!onDone;
  const data = inDialog ? fetcher.data : undefined;
  const joined = inDialog && fetcher.state === "idle" && data?.joined === true;

  useEffect(() => {
    if (!joined) return;
    onJoined?.();
    const timer = setTimeout(() => onDone?.(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
    // Run once per successful submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);

  const submitting = inDialog
    ? fetcher.state !== "idle"
    : navigation.state === "submitting" && navigation.formAction === "/waitlist";

  if (joined) return <WaitlistSuccess />;
  return (
    <WaitlistFields
      FetcherForm={inDialog ? fetcher.Form : null}
      defaultEmail={defaultEmail}
      lastResult={inDialog ? data?.result : lastResult}
      toast={inDialog ? data?.toast : toast}
      submitting={submitting}
    />
  );
}

export function WaitlistSuccess() {
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-6 text-center text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
      <p aria-hidden="true" className="text-3xl">
        ✓
      </p>
      <h2 className="mt-2 text-xl font-bold">You're In!</h2>
      <p className="mt-1">Watch your inbox for launch updates and your invitation.</p>
    </div>
  );
}

function WaitlistFields({
  FetcherForm,
  defaultEmail,
  lastResult,
  toast,
  submitting,
}: {
  /** Set in a dialog: submit through this fetcher instead of navigating. */
  FetcherForm: ReturnType<typeof useFetcher>["Form"] | null;
  defaultEmail?: string;
  lastResult?: SubmissionResult<string[]> | null;
  toast?: ToastData | null;
  submitting: boolean;
}) {
  const hydrated = useHydrated();
  const uid = useId();
  const inDialog = !!FetcherForm;
  const [form, fields] = useForm<WaitlistInput>({
    // Unique per instance: the page form and a header dialog can be on screen together.
    id: inDialog ? `waitlist-dialog-${uid.replace(/:/g, "")}` : "waitlist-form",
    lastResult,
    shouldRevalidate: "onBlur",
    defaultValue: { email: defaultEmail ?? "" },
  });
  const [email, setEmail] = useState(defaultEmail ?? "");
  // Without JS the button must always work; with JS it waits for an email (spec).
  const disabled = hydrated && (!email.trim() || submitting);
  const interestProps = getCollectionProps(fields.interestLevel, {
    type: "checkbox",
    options: INTEREST_LEVEL_OPTIONS.map((o) => o.value),
  });
  const interestErrorId = fields.interestLevel.errors?.length ? `${fields.interestLevel.id}-error` : undefined;

  const formProps = { ...getFormProps(form), method: "post" as const, action: "/waitlist", noValidate: false };
  const body = (
    <>
      <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300">
        Join 1000's of emergency preparedness professionals
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="signup" />
      {inDialog ? <input type="hidden" name="_fetcher" value="1" /> : null}
      {/* Bots fill every field; people never see this one. */}
      <div style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${form.id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field
        labelProps={{
          children: (
            <>
              Email <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
              <span className="sr-only"> (required)</span>
            </>
          ),
        }}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          required: true,
          onChange: (e) => setEmail(e.currentTarget.value),
        }}
        errors={fields.email.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: "First Name" }}
          inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
          errors={fields.firstName.errors}
        />
        <Field
          labelProps={{ children: "Last Name" }}
          inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
          errors={fields.lastName.errors}
        />
        <Field
          labelProps={{ children: "City" }}
          inputProps={{ ...getInputProps(fields.city, { type: "text" }), autoComplete: "address-level2" }}
          errors={fields.city.errors}
        />
        <Field
          labelProps={{ children: "State" }}
          inputProps={{ ...getInputProps(fields.state, { type: "text" }), autoComplete: "address-level1" }}
          errors={fields.state.errors}
        />
      </div>
      <fieldset className="mb-4" aria-describedby={interestErrorId}>
        <legend className="label">Interest Level (choose any)</legend>
        <div className="max-h-40 overflow-y-auto rounded-md border border-slate-400 p-2 dark:border-slate-500">
          {interestProps.map(({ key, ...props }) => {
            const option = INTEREST_LEVEL_OPTIONS.find((o) => o.value === props.value)!;
            return (
              <label key={key} htmlFor={props.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                <input {...props} className="h-4 w-4 accent-brand-700" />
                {option.label}
              </label>
            );
          })}
        </div>
        <ErrorList id={interestErrorId} errors={fields.interestLevel.errors} />
      </fieldset>
      <button type="submit" className="btn-primary w-full" disabled={disabled} aria-disabled={disabled || undefined}>
        {submitting ? "Joining..." : "Join Waitlist"}
      </button>
      {toast ? <Toaster toast={toast} /> : null}
    </>
  );
  return FetcherForm ? <FetcherForm {...formProps}>{body}</FetcherForm> : <Form {...formProps}>{body}</Form>;
}
