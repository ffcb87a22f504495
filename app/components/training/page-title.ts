/** The `meta` of a training page: its title from the `training` catalogue the loader sent. */
export { catalogueTitle as trainingPageTitle } from "~/components/dashboard/page-title";
