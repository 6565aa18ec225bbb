// React, React Router and Express pick their production or development code from process.env.NODE_ENV when they are
// first loaded, and `npm start` sets none: without this, the server rendered every page with React's development
// build, several times slower. server/index.ts imports this module first, so the value is set before any of them
// loads. An explicit NODE_ENV (tests set "test") is kept.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
