import { describe, expect, it } from "vitest";
import { pointsWithLabs } from "../src/results/timeline.ts";

describe("pointsWithLabs", () => {
  const reports = [
    { id: "r1", source: "lab" as const, labName: "Palm Crest Diagnostics", labNameAr: "بالم كرست" },
    { id: "r2", source: "patient" as const, labName: "City Clinic Lab", labNameAr: null },
  ];

  it("gives each value its report's lab and source, keeping series and values in order", () => {
    const series = [
      {
        key: "a",
        points: [
          { reportId: "r2", value: 6.3 },
          { reportId: "r1", value: 5.9 },
        ],
      },
      { key: "b", points: [{ reportId: "r1", value: 99 }] },
    ];
    expect(pointsWithLabs({ series, reports })).toEqual([
      {
        key: "a",
        points: [
          { reportId: "r2", value: 6.3, source: "patient", labName: "City Clinic Lab", labNameAr: null },
          {
            reportId: "r1",
            value: 5.9,
            source: "lab",
            labName: "Palm Crest Diagnostics",
            labNameAr: "بالم كرست",
          },
        ],
      },
      {
        key: "b",
        points: [
          {
            reportId: "r1",
            value: 99,
            source: "lab",
            labName: "Palm Crest Diagnostics",
            labNameAr: "بالم كرست",
          },
        ],
      },
    ]);
  });

  it("names no lab for a value whose report is not listed", () => {
    const [s] = pointsWithLabs({ series: [{ points: [{ reportId: "gone" }] }], reports });
    expect(s!.points).toEqual([{ reportId: "gone", source: "lab", labName: "", labNameAr: null }]);
  });
});
