import { NavLink } from "@remix-run/react";

/**
 * A list of navigation links, the current page's marked (`aria-current`, and `linkClassName(true)`).
 * `children` draws a link's content.
 */
export function NavLinkList<Item extends { to: string; end?: boolean }>({
  items,
  className,
  linkClassName,
  prefetch,
  children,
}: {
  items: readonly Item[];
  className: string;
  linkClassName: (active: boolean) => string;
  prefetch?: "intent";
  children: (item: Item) => React.ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            prefetch={prefetch}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {children(item)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
