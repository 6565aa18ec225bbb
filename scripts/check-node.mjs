// The project pins Node 24 through the `node` npm package; `npm run` puts it first on PATH.
// If it was not installed, npm silently falls back to the system Node: stop here instead.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nThis project needs Node.js 24 or newer; this is ${process.version}.\n` +
      `Run "npm install" (it installs Node 24 from the npm registry) and start it with "npm start".\n`,
  );
  process.exit(1);
}
