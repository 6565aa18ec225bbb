// The test-app harness is tests/support/test-app.ts; kept here for tests still importing this path.
export * from "../../support/test-app.ts";
