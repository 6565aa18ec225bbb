// The test-app harness moved to tests/support/test-app.ts; route tests still import it from here.
export * from "../../support/test-app.ts";
