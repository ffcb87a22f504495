import { PageHeader } from "~/components/dashboard/page-header";
import { useDashboard } from "~/components/dashboard/use-dashboard";

export default function DashboardOverview() {
  const { user } = useDashboard();
  return <PageHeader title="Dashboard Overview" description={`Welcome back, ${user.displayName}.`} />;
}
