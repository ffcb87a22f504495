import { Link } from "@remix-run/react";
import { Fragment } from "react";

/** Links on one line, separated by " · " ("All topics · Ask the guide"). */
export function DotLinks({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link, i) => (
    <Fragment key={link.to}>
      {i ? " · " : null}
      <Link to={link.to} className="link">
        {link.label}
      </Link>
    </Fragment>
  ));
}
