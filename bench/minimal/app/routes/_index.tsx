import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { twentyRows } from "../rows.server";

export function loader() {
  return json({ rows: twentyRows() });
}

export default function Index() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Chapters</h1>
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            {r.name}, {r.city} {r.state}
          </li>
        ))}
      </ul>
    </main>
  );
}
