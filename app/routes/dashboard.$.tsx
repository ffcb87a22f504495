// An unknown dashboard page shows the overview.
export { default } from "./dashboard._index";
