import type { SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HONEYPOT_FIELD, INTEREST_LEVEL_OPTIONS } from "~/models/waitlist.options";
import { useHydrated } from "~/utils/use-hydrated";
import { ErrorList, Field, FormAlert } from "./forms";
import { useServerReply } from "./server-form";
import { Toaster, type ToastData } from "./toaster";
import { CircleCheck } from "lucide-react";

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
    // Once per successful submission.
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
    <div
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-6 text-center text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
    >
      <CircleCheck aria-hidden="true" className="mx-auto h-10 w-10" />
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
  const inDialog = !!FetcherForm;
  // The page form has a fixed id; dialogs get unique ones (a header dialog can open over the page).
  const reply = useServerReply(lastResult, inDialog ? undefined : "waitlist-form");
  const initialEmail = reply.valueOf("email") ?? defaultEmail ?? "";
  const [email, setEmail] = useState(initialEmail);
  // Without JS the button must always work; with JS it waits for an email (spec).
  const disabled = hydrated && (!email.trim() || submitting);
  const checked = new Set(reply.valuesOf("interestLevel"));
  const interestErrors = reply.errorsOf("interestLevel");
  const interestErrorId = interestErrors?.length ? `${reply.fieldId("interestLevel")}-error` : undefined;
  const text = (name: "firstName" | "lastName" | "city" | "state", label: string, autoComplete: string) => (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        id: reply.fieldId(name),
        name,
        type: "text",
        autoComplete,
        maxLength: name === "state" ? 50 : 100,
        defaultValue: reply.valueOf(name),
      }}
      errors={reply.errorsOf(name)}
    />
  );

  const body = (
    <>
      <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300">
        Join 1000's of emergency preparedness professionals
      </p>
      <FormAlert id={reply.formErrorId} errors={reply.formErrors} />
      <input type="hidden" name="intent" value="signup" />
      {inDialog ? <input type="hidden" name="enhanced" value="1" /> : null}
      {/* Bots fill every field; people never see this one. */}
      <div style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={reply.fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={reply.fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field
        labelProps={{
          children: (
            <>
              Email{" "}
              <span aria-hidden="true" className="text-red-700 dark:text-red-400">
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          ),
        }}
        inputProps={{
          id: reply.fieldId("email"),
          name: "email",
          type: "email",
          autoComplete: "email",
          required: true,
          maxLength: 254,
          defaultValue: initialEmail,
          onChange: (e) => setEmail(e.currentTarget.value),
        }}
        errors={reply.errorsOf("email")}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text("firstName", "First Name", "given-name")}
        {text("lastName", "Last Name", "family-name")}
        {text("city", "City", "address-level2")}
        {text("state", "State", "address-level1")}
      </div>
      <fieldset className="mb-4" aria-describedby={interestErrorId}>
        <legend className="label">Interest Level (choose any)</legend>
        <div className="max-h-40 overflow-y-auto rounded-md border border-slate-400 p-2 dark:border-slate-500">
          {INTEREST_LEVEL_OPTIONS.map((option) => {
            const id = `${reply.fieldId("interestLevel")}-${option.value}`;
            return (
              <label
                key={option.value}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <input
                  id={id}
                  type="checkbox"
                  name="interestLevel"
                  value={option.value}
                  defaultChecked={checked.has(option.value)}
                  className="h-4 w-4 accent-brand-700"
                />
                {option.label}
              </label>
            );
          })}
        </div>
        <ErrorList id={interestErrorId} errors={interestErrors} />
      </fieldset>
      <button type="submit" className="btn-primary w-full" disabled={disabled}>
        {submitting ? "Joining..." : "Join Waitlist"}
      </button>
      {toast ? <Toaster toast={toast} /> : null}
    </>
  );
  const formProps = {
    id: reply.formId,
    method: "post" as const,
    action: "/waitlist",
    "aria-describedby": reply.formErrors?.length ? reply.formErrorId : undefined,
  };
  return FetcherForm ? <FetcherForm {...formProps}>{body}</FetcherForm> : <Form {...formProps}>{body}</Form>;
}
