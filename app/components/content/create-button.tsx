import { Link } from "@remix-run/react";
import { DialogLink } from "~/components/dialog-link";

/**
 * A list page's "+ Create" action: the form in a dialog over the list, or a link to the form's own
 * page when the dialog has nothing to offer (`dialog` null: too many chapters to list there).
 */
export function CreateButton({
  href,
  label,
  dialog,
}: {
  href: string;
  label: string;
  dialog: ((close: () => void) => React.ReactNode) | null;
}) {
  const text = (
    <>
      <span aria-hidden="true">+</span> {label}
    </>
  );
  if (!dialog) {
    return (
      <Link to={href} className="btn-primary">
        {text}
      </Link>
    );
  }
  return (
    <DialogLink href={href} title={label} className="btn-primary" content={dialog}>
      {text}
    </DialogLink>
  );
}
