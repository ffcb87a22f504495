import { Link } from "@remix-run/react";

/** The line above a page's title that leads back to where the page belongs ("All chapters"). */
export function BackLink({
  to,
  className = "mb-2 text-sm",
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={className}>
      <Link to={to} className="link">
        {children}
      </Link>
    </p>
  );
}
