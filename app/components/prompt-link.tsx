import { Link } from "@remix-run/react";

/** A short sentence and the link that acts on it: "No account? Register", "Nothing here yet. Browse events". */
export function PromptLink({
  className,
  to,
  link,
  children,
}: {
  className: string;
  to: string;
  /** The link's text. */
  link: string;
  children: React.ReactNode;
}) {
  return (
    <p className={className}>
      {children}{" "}
      <Link to={to} className="link">
        {link}
      </Link>
    </p>
  );
}
