import { describe, expect, it } from "vitest";
import { freshIssues } from "./editor-issues.ts";

const checked = { title: "", slug: "x", options: [{ code: "", values: [{ label: "" }] }] };
const issues = [
  { path: "title", message: "errors.titleRequired" },
  { path: "options.0.code", message: "errors.optionCodeRequired" },
  { path: "options.0.values.0.label", message: "errors.valueLabelRequired" },
  { path: "version", message: "errors.conflict" },
];

describe("freshIssues", () => {
  it("keeps every issue while the form is the one checked", () => {
    expect(freshIssues(issues, checked, checked)).toEqual(issues);
  });

  it("drops the issue of a field changed since the check, nested ones included, and keeps the others", () => {
    const edited = { ...checked, title: "Pompe", options: [{ code: "", values: [{ label: "Noir" }] }] };
    expect(freshIssues(issues, checked, edited).map((issue) => issue.path)).toEqual(["options.0.code", "version"]);
  });

  it("keeps the issues found without a form to compare with", () => {
    expect(freshIssues(issues, null, checked)).toEqual(issues);
  });
});
