import { spawn } from "node:child_process";
import { it } from "vitest";
it("debug", { timeout: 60_000 }, async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "3377", HOST: "127.0.0.1", DATA_DIR: "/tmp/chrome-dbg" };
  delete env.PUBLIC_URL;
  console.log(Object.keys(env).filter((k) => /npm|NODE|VITE|VITEST/.test(k)).map((k) => `${k}=${String(env[k]).slice(0, 80)}`).join("\n"));
  const child = spawn("npm", ["start"], { cwd: process.cwd(), detached: true, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  await new Promise((r) => setTimeout(r, 20_000));
  console.log("OUTPUT:\n" + out.slice(0, 3000));
  process.kill(-child.pid!, "SIGTERM");
});
