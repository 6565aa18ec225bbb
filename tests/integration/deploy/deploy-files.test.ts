// The shipped deployment files are valid for the tools that read them: `nginx -t` on the nginx site (adapted to
// this machine's ports and a test certificate only, tests/support/nginx-proxy.ts) and `systemd-analyze verify` on the
// app server's unit, where systemd is installed (CI's Debian has it; a container without systemd does not);
// `promtool check rules` and `promtool test rules` on the alert rules (promtool comes with Debian's `prometheus`
// package, which CI installs: without it these tests fail).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNginxConfig, nginxPorts, selfSignedCertificate, writeNginxConfig } from "../../support/nginx-proxy.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
const ALERTS = path.join(ROOT, "deploy/prometheus/bpe-shop-alerts.yml");

/** promtool's output; a missing promtool fails with how to install it. */
async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run("promtool", args);
    return `${stdout}${stderr}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error("promtool is missing: apt-get install -y --no-install-recommends prometheus");
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(" ")} failed:\n${stdout}${stderr}`);
  }
}
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-deploy-files-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("deployment files", () => {
  it("nginx -t accepts the shipped site", async () => {
    const cert = await selfSignedCertificate(dir);
    const config = await writeNginxConfig({ dir, appPorts: [3001, 3002], ...(await nginxPorts()), cert });
    expect(await checkNginxConfig(config, dir)).toMatch(/syntax is ok[\s\S]*test is successful/);
  });

  it("nginx -t refuses a broken site (the check can fail)", async () => {
    const cert = await selfSignedCertificate(dir);
    const config = await writeNginxConfig({ dir, appPorts: [3001, 3002], ...(await nginxPorts()), cert });
    const site = path.join(dir, "bpe-shop.conf");
    await writeFile(site, (await readFile(site, "utf8")).replace("proxy_pass http://bpe_app;", "proxy_pass;"));
    await expect(checkNginxConfig(config, dir)).rejects.toThrow(/proxy_pass/);
  });

  it.runIf(existsSync(SYSTEMD_ANALYZE))("systemd-analyze verify accepts the app server's unit", async () => {
    // The unit names the release folder /srv/bpe-shop/current: here a folder holding the project's Node binary.
    const release = path.join(dir, "release");
    await mkdir(path.join(release, "node_modules/.bin"), { recursive: true });
    await symlink(path.join(ROOT, "node_modules/.bin/node"), path.join(release, "node_modules/.bin/node"));
    const unit = await readFile(path.join(ROOT, "deploy/systemd/bpe-shop@.service"), "utf8");
    expect(unit).toContain("/srv/bpe-shop/current");
    const file = path.join(dir, "bpe-shop@1.service");
    await writeFile(file, unit.replaceAll("/srv/bpe-shop/current", release));
    const { stdout, stderr } = await run(SYSTEMD_ANALYZE, ["verify", file]);
    // Unknown keys and bad values are only warned about: any output is a failure.
    expect(`${stdout}${stderr}`.trim()).toBe("");
  });

  it("promtool accepts the alert rules, and their unit tests pass", async () => {
    expect(await promtool("check", "rules", ALERTS)).toMatch(/SUCCESS: \d+ rules found/);
    expect(await promtool("test", "rules", path.join(ROOT, "deploy/prometheus/bpe-shop-alerts.test.yml"))).toContain(
      "SUCCESS",
    );
  });

  it("promtool refuses a broken rule (the check can fail)", async () => {
    const broken = path.join(dir, "broken-alerts.yml");
    await writeFile(broken, (await readFile(ALERTS, "utf8")).replace("sum(up{", "sum(up{{"));
    await expect(promtool("check", "rules", broken)).rejects.toThrow(/FAILED|error/i);
  });
});
