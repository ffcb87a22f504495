import { useState } from "react";
import { Dialog } from "./dialog-link";
import { DialogWaitlistForm, preloadWaitlistForm } from "./waitlist-form-lazy";
import { OneLineForm } from "./one-line-form";
import { Check } from "./shell-icons";
import { useT } from "~/i18n/react";

/**
 * The landing page's email strip. Without JS it posts the email to /waitlist, which answers with the
 * full form, email filled in. With JS a blank email does nothing and any other opens the
 * 'Complete Your Registration' dialog with the waitlist form. Once joined it says so instead.
 */
export function EmailCapture({ joined, tone = "light" }: { joined: boolean; tone?: "light" | "dark" }) {
  const { t } = useT();
  const [email, setEmail] = useState("");
  const [open, setOpen] = useState(false);
  const [justJoined, setJustJoined] = useState(false);
  const dark = tone === "dark";

  return (
    <>
      {joined || justJoined ? (
        <p
          role="status"
          className={`rounded-lg px-4 py-3 text-base font-semibold ${
            dark ? "bg-white/10 text-white" : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
          }`}
        >
          <Check aria-hidden="true" className="mr-1 inline h-5 w-5 align-text-bottom" />
          {t("landing.email.joined")}
        </p>
      ) : (
        <OneLineForm
          action="/waitlist"
          hiddenFields={{ intent: "start" }}
          formClassName="flex w-full max-w-xl flex-col gap-2 sm:flex-row"
          onSubmit={() => {
            if (email.trim()) setOpen(true);
          }}
          label={t("landing.email.label")}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("landing.email.placeholder")}
          className="input min-w-0 flex-1 py-3 text-base"
          value={email}
          onFocus={preloadWaitlistForm}
          onChange={(e) => setEmail(e.currentTarget.value)}
          submit={{
            label: t("landing.email.submit"),
            className: `btn px-6 py-3 text-base tracking-wide ${
              dark ? "bg-slate-950 text-white hover:bg-slate-800" : "bg-brand-700 text-white hover:bg-brand-800"
            }`,
          }}
        />
      )}
      {open ? (
        <Dialog title={t("landing.email.dialogTitle")} onClose={() => setOpen(false)}>
          <DialogWaitlistForm
            defaultEmail={email.trim()}
            onDone={() => setOpen(false)}
            onJoined={() => setJustJoined(true)}
          />
        </Dialog>
      ) : null}
    </>
  );
}
