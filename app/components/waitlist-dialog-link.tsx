import { useT } from "~/i18n/react";
import { DialogLink } from "./dialog-link";
import { DialogWaitlistForm, preloadWaitlistForm } from "./waitlist-form-lazy";

/** 'Get Early Access' / 'Start Chapter': the /waitlist page without JS, a dialog with it. */
export function WaitlistDialogLink({
  className,
  children,
  title,
}: {
  className?: string;
  children: React.ReactNode;
  title?: string;
}) {
  const { t } = useT();
  return (
    <DialogLink
      href="/waitlist"
      title={title ?? t("public.waitlistForm.title")}
      className={className}
      content={(close) => <DialogWaitlistForm onDone={close} />}
      onIntent={preloadWaitlistForm}
    >
      {children}
    </DialogLink>
  );
}
