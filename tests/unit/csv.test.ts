import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvRecordStream, csvStream, fileDate, isoInstant, neutraliseFormula } from "~/utils/csv.server";
import { parseCsv } from "../helpers/csv";

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("csv", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const bad of ["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "\rx", "\nx"]) {
      expect(neutraliseFormula(bad)).toBe(`'${bad}`);
    }
    // The writer's own guard (a character-code check, not this regular expression) agrees.
    for (const bad of ["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "\rx", "\nx"]) {
      expect(parseCsv(`${csvField(bad)}\r\n`)).toEqual([[`'${bad}`]]);
    }
    for (const fine of ["plain", "a=b", " =x", "1-2"]) expect(csvField(fine)).toBe(fine);
    expect(csvField(null)).toBe("");
    expect(neutraliseFormula("plain")).toBe("plain");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("")).toBe("");
  });

  it("hands on its first piece before reading the rest of the rows", async () => {
    let read = 0;
    const rows = (function* () {
      for (let i = 0; i < 20_000; i++) {
        read++;
        yield [`name ${i}`, `person${i}@example.test`];
      }
    })();
    const reader = csvStream(["name", "email"], rows).getReader();
    const first = await reader.read();
    const text = new TextDecoder().decode(first.value);
    expect(text.startsWith("name,email\r\n")).toBe(true);
    expect(text.length).toBeLessThan(1024);
    // Pulled only as far as the stream's buffers, not the whole export.
    expect(read).toBeLessThan(20_000);
    await reader.cancel();
  });

  it("quotes commas, quotes and newlines, with a header row", async () => {
    const text = await readAll(
      csvStream(
        ["A", "B", "C"],
        [
          ["x,y", 'say "hi"', "line1\nline2"],
          ["=1+1", null, "ok"],
        ],
      ),
    );
    expect(text.startsWith("A,B,C\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["A", "B", "C"],
      ["x,y", 'say "hi"', "line1\nline2"],
      ["'=1+1", "", "ok"],
    ]);
  });

  it("round-trips any text, and no cell starts a formula (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 8 }), async (rows) => {
        const parsed = parseCsv(await readAll(csvStream(["A", "B"], rows)));
        expect(parsed[0]).toEqual(["A", "B"]);
        const body = parsed.slice(1);
        expect(body).toHaveLength(rows.length);
        body.forEach((cells, i) => {
          cells.forEach((cell, j) => {
            expect(/^[=+\-@\t\r\n]/.test(cell)).toBe(false);
            const original = rows[i]![j]!;
            expect(cell).toBe(neutraliseFormula(original));
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  it("streams a large export without building it in memory first", async () => {
    function* rows() {
      for (let i = 0; i < 20_000; i++) yield [`user${i}@example.test`, "x"];
    }
    const text = await readAll(csvStream(["Email", "X"], rows()));
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(20_001);
  });

  it("lets the event loop turn between pieces, not only when the export ends", async () => {
    let turned = false;
    let turnedBeforeLastRow = false;
    function* rows() {
      for (let i = 0; i < 20_000; i++) {
        if (i === 19_999) turnedBeforeLastRow = turned;
        yield [`user${i}@example.test`, "x"];
      }
    }
    const stream = csvStream(["Email", "X"], rows());
    setImmediate(() => (turned = true));
    await readAll(stream);
    expect(turnedBeforeLastRow).toBe(true);
  });

  it("writes only the header when there are no rows, and empty cells for missing ones", async () => {
    expect(await readAll(csvStream(["A", "B"], []))).toBe("A,B\r\n");
    expect(await readAll(csvStream(["A", "B", "C"], [["x"], [null, "", "y"]]))).toBe("A,B,C\r\nx,,\r\n,,y\r\n");
  });

  it("writes a record's cells with csvField as csvStream writes the row (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.option(fc.string()), fc.option(fc.string())), { maxLength: 8 }),
        async (rows) => {
          const records = rows.map(([a, b]) => `${csvField(a)},${csvField(b)}\r\n`);
          expect(await readAll(csvRecordStream(["A", "B"], records))).toBe(await readAll(csvStream(["A", "B"], rows)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("formats an instant as toISOString does, in and out of order (property)", () => {
    const instant = fc.oneof(
      fc.integer({ min: 0, max: 253402300799999 }),
      fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
      fc.integer({ min: -8.64e15, max: 8.64e15 }),
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 20 }), (times) => {
        const sorted = [...times].sort((a, b) => b - a);
        for (const t of [...times, ...sorted]) expect(isoInstant(t)).toBe(new Date(t).toISOString());
      }),
      { numRuns: 300 },
    );
    for (const t of [
      0,
      86_399_999,
      86_400_000,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      253402300799999,
      253402300800000,
      -1,
    ]) {
      expect(isoInstant(t)).toBe(new Date(t).toISOString());
    }
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
  });

  it("names the file by date", () => {
    expect(fileDate(new Date("2025-03-04T23:00:00Z"))).toBe("2025-03-04");
  });
});
