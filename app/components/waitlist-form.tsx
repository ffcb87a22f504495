import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useT } from "~/i18n/react";
import { INTEREST_LEVEL_OPTIONS } from "~/models/waitlist.options";
import { useHydrated } from "~/utils/use-hydrated";
import { ErrorList, ReplyField } from "./form-fields";
import { PublicForm, useCloseWhenDone } from "./public-form";
import { useServerReply } from "./server-form";
import { Toaster, type ToastData } from "./toaster";
import { CircleCheck } from "./shell-icons";

/** What the /waitlist action answers (declared here so the client never imports the route). */
export interface WaitlistActionData {
  result?: SubmissionResult<string[]> | null;
  toast?: ToastData | null;
  joined?: boolean;
  prefillEmail?: string;
}

/** The optional text fields, with the schema's limits. */
const OPTIONAL_FIELDS = [
  { name: "firstName", label: "public.waitlistForm.firstName", autoComplete: "given-name", maxLength: 100 },
  { name: "lastName", label: "public.waitlistForm.lastName", autoComplete: "family-name", maxLength: 100 },
  { name: "city", label: "public.waitlistForm.city", autoComplete: "address-level2", maxLength: 100 },
  { name: "state", label: "public.waitlistForm.state", autoComplete: "address-level1", maxLength: 50 },
] as const;

/** Catalogue keys of the interest levels (literal, so the catalogue test finds them). */
const INTEREST_KEYS = {
  Member: "public.interest.Member",
  ChapterLeader: "public.interest.ChapterLeader",
  IndividualDonor: "public.interest.IndividualDonor",
  DonorAdvisedFund: "public.interest.DonorAdvisedFund",
  CorporateFoundation: "public.interest.CorporateFoundation",
  GovernmentAgency: "public.interest.GovernmentAgency",
  PartnerSponsor: "public.interest.PartnerSponsor",
  MediaPR: "public.interest.MediaPR",
} as const satisfies Record<(typeof INTEREST_LEVEL_OPTIONS)[number]["value"], string>;

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

  useCloseWhenDone(joined, onDone, onJoined);

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
  const { t } = useT();
  return (
    <div
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-6 text-center text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
    >
      <CircleCheck aria-hidden="true" className="mx-auto h-10 w-10" />
      <h2 className="mt-2 text-xl font-bold">{t("public.waitlistForm.successTitle")}</h2>
      <p className="mt-1">{t("public.waitlistForm.successText")}</p>
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
  const { t } = useT();
  const hydrated = useHydrated();
  // The page form has a fixed id; dialogs get unique ones (a header dialog can open over the page).
  const reply = useServerReply(lastResult, FetcherForm ? undefined : "waitlist-form");
  const initialEmail = reply.valueOf("email") ?? defaultEmail ?? "";
  const [email, setEmail] = useState(initialEmail);
  // Without JS the button must always work; with JS it waits for an email (spec).
  const disabled = hydrated && (!email.trim() || submitting);
  const checked = new Set(reply.valuesOf("interestLevel"));
  const interestErrors = reply.errorsOf("interestLevel");
  const interestErrorId = interestErrors?.length ? `${reply.fieldId("interestLevel")}-error` : undefined;

  return (
    <PublicForm
      reply={reply}
      action="/waitlist"
      FetcherForm={FetcherForm}
      intro={
        <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("public.waitlistForm.tagline")}
        </p>
      }
    >
      <input type="hidden" name="intent" value="signup" />
      <ReplyField
        reply={reply}
        name="email"
        label={
          <>
            {t("public.waitlistForm.email")}{" "}
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              *
            </span>
            <span className="sr-only"> {t("public.form.required")}</span>
          </>
        }
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={initialEmail}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {OPTIONAL_FIELDS.map((field) => (
          <ReplyField key={field.name} reply={reply} {...field} label={t(field.label)} />
        ))}
      </div>
      <fieldset className="mb-4" aria-describedby={interestErrorId}>
        <legend className="label">{t("public.waitlistForm.interest")}</legend>
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
                {t(INTEREST_KEYS[option.value])}
              </label>
            );
          })}
        </div>
        <ErrorList id={interestErrorId} errors={interestErrors} />
      </fieldset>
      <button type="submit" className="btn-primary w-full" disabled={disabled}>
        {submitting ? t("public.waitlistForm.submitting") : t("public.waitlistForm.submit")}
      </button>
      {toast ? <Toaster toast={toast} /> : null}
    </PublicForm>
  );
}
