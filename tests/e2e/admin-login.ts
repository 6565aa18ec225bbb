// The browser sign-in moved to tests/support/admin-login.ts; kept here for tests still importing this path.
export * from "../support/admin-login.ts";
