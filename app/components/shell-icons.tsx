/**
 * The few icons every page's shell draws (header, footer, dialogs, toasts, theme switch, waitlist
 * form), as plain SVG components with lucide's drawings (lucide-react v0.468, ISC licence). Importing
 * them from `lucide-react` put every icon the dashboard uses into the public pages' JS, because the
 * bundler keeps all icons reached through the package's index in one shared chunk. Dashboard code
 * keeps using lucide-react (see icons.tsx).
 */
import { createElement, type SVGProps } from "react";

type IconNode = Array<[tag: "path" | "line" | "circle", attrs: Record<string, string>]>;
export type ShellIcon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

function shellIcon(name: string, nodes: IconNode): ShellIcon {
  function Icon({ className, strokeWidth = 2, ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
        {...rest}
      >
        {nodes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Menu = shellIcon("menu", [
  ["line", { x1: "4", x2: "20", y1: "12", y2: "12" }],
  ["line", { x1: "4", x2: "20", y1: "6", y2: "6" }],
  ["line", { x1: "4", x2: "20", y1: "18", y2: "18" }],
]);
export const Plus = shellIcon("plus", [
  ["path", { d: "M5 12h14" }],
  ["path", { d: "M12 5v14" }],
]);
export const X = shellIcon("x", [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
export const Check = shellIcon("check", [["path", { d: "M20 6 9 17l-5-5" }]]);
export const Monitor = shellIcon("monitor", [
  ["path", { d: "M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" }],
  ["line", { x1: "8", x2: "16", y1: "21", y2: "21" }],
  ["line", { x1: "12", x2: "12", y1: "17", y2: "21" }],
]);
export const Moon = shellIcon("moon", [["path", { d: "M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" }]]);
export const Sun = shellIcon("sun", [
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["path", { d: "M12 2v2" }],
  ["path", { d: "M12 20v2" }],
  ["path", { d: "m4.93 4.93 1.41 1.41" }],
  ["path", { d: "m17.66 17.66 1.41 1.41" }],
  ["path", { d: "M2 12h2" }],
  ["path", { d: "M20 12h2" }],
  ["path", { d: "m6.34 17.66-1.41 1.41" }],
  ["path", { d: "m19.07 4.93-1.41 1.41" }],
]);
export const CircleCheck = shellIcon("circle-check", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m9 12 2 2 4-4" }],
]);
