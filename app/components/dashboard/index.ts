// Reusable dashboard building blocks. Import from "~/components/dashboard".
export { EmptyOr, EmptyState } from "./empty-state";
export { ListSection } from "./list-section";
export { FilterForm, FilterSelect, SearchInput } from "./filter-form";
export { HeaderAction, PageHeader } from "./page-header";
export { dashboardNavItems, DashboardSidebar, roleLabel } from "./sidebar";
export { StatCard, StatGrid } from "./stat-card";
export { StatusBadge } from "./status-badge";
export { Tabs, type TabItem } from "./tabs";
export { useDashboard, type DashboardData } from "./use-dashboard";
export { IntentButton, ReviewActions } from "./review-actions";
export { Pager, pageParam } from "./pager";
