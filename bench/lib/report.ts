// The results table: every figure with its budget and PASS/FAIL (or n/a when a route is missing).
export type Status = "PASS" | "FAIL" | "n/a" | "ref";

export interface Row {
  section: string;
  name: string;
  value: string;
  budget: string;
  status: Status;
  /** Reference figure taken in the same run (hello-world, raw size ...) or why a row is n/a/FAIL. */
  note?: string;
}

export class Report {
  rows: Row[] = [];

  add(row: Row) {
    this.rows.push(row);
    const mark = row.status === "PASS" ? "PASS" : row.status === "FAIL" ? "FAIL" : row.status;
    console.log(
      `  [${mark}] ${row.section} · ${row.name}: ${row.value}${row.budget ? ` (budget ${row.budget})` : ""}${row.note ? ` — ${row.note}` : ""}`,
    );
  }

  /** A figure with an upper (max) or lower (min) bound. */
  check(
    section: string,
    name: string,
    value: number,
    opts: { max?: number; min?: number; unit: string; digits?: number; note?: string },
  ) {
    const d = opts.digits ?? 1;
    const pass = (opts.max === undefined || value <= opts.max) && (opts.min === undefined || value >= opts.min);
    const budget = (opts.max !== undefined ? `≤ ${opts.max} ${opts.unit}` : `≥ ${opts.min} ${opts.unit}`).trim();
    this.add({
      section,
      name,
      value: `${value.toFixed(d)} ${opts.unit}`.trim(),
      budget,
      status: pass ? "PASS" : "FAIL",
      note: opts.note,
    });
    return pass;
  }

  na(section: string, name: string, budget: string, why: string) {
    this.add({ section, name, value: "n/a", budget, status: "n/a", note: why });
  }

  ref(section: string, name: string, value: string, note?: string) {
    this.add({ section, name, value, budget: "", status: "ref", note });
  }

  get failures() {
    return this.rows.filter((r) => r.status === "FAIL");
  }

  markdown() {
    const esc = (s: string) => s.replace(/\|/g, "\\|");
    const lines = [
      "| section | figure | value | budget | result | reference / note |",
      "| --- | --- | --- | --- | --- | --- |",
    ];
    for (const r of this.rows)
      lines.push(
        `| ${esc(r.section)} | ${esc(r.name)} | ${esc(r.value)} | ${esc(r.budget)} | ${r.status === "ref" ? "" : r.status} | ${esc(r.note ?? "")} |`,
      );
    return lines.join("\n");
  }

  text() {
    const cols = ["section", "figure", "value", "budget", "result", "reference / note"];
    const data = this.rows.map((r) => [
      r.section,
      r.name,
      r.value,
      r.budget,
      r.status === "ref" ? "" : r.status,
      r.note ?? "",
    ]);
    const widths = cols.map((c, i) =>
      Math.min(i === 5 ? 80 : 60, Math.max(c.length, ...data.map((d) => d[i]!.length))),
    );
    const fmt = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd();
    return [fmt(cols), widths.map((w) => "-".repeat(w)).join("  "), ...data.map(fmt)].join("\n");
  }
}
