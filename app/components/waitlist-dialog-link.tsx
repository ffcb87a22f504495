import { DialogLink } from "./dialog-link";
import { WaitlistForm } from "./waitlist-form";

/** 'Get Early Access' / 'Start Chapter': the /waitlist page without JS, a dialog with it. */
export function WaitlistDialogLink({
  className,
  children,
  title = "Get Early Access",
}: {
  className?: string;
  children: React.ReactNode;
  title?: string;
}) {
  return (
    <DialogLink
      href="/waitlist"
      title={title}
      className={className}
      content={(close) => <WaitlistForm onDone={close} />}
    >
      {children}
    </DialogLink>
  );
}
