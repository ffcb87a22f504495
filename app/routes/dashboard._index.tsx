export default function DashboardOverview() {
  return <h1 className="text-2xl font-bold">Dashboard Overview</h1>;
}
