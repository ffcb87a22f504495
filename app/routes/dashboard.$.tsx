// An unknown dashboard page shows the overview (spec: "An unknown page shows overview").
export { default, ErrorBoundary, loader, meta } from "./dashboard._index";
