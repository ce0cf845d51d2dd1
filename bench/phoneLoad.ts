/**
 * When a cold page load shows its heading and its rows in Chromium with a phone's network and CPU
 * (Lighthouse's mobile figures, 150 ms a round trip, 1.6 Mbit/s down, the CPU four times slower),
 * measured in the page rather than simulated: Lighthouse's estimate counts every request made
 * before a paint, so it cannot tell a heading drawn while the rest downloads from one drawn after.
 */
import { chromium } from "playwright-core";

export type PhoneLoad = { headingMs: number[]; rowsMs: number[] };

export async function phoneLoadTimes(
  url: string,
  token: string,
  { heading, rows, loads = 5 }: { heading: string; rows: string; loads?: number },
): Promise<PhoneLoad> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const times: PhoneLoad = { headingMs: [], rowsMs: [] };
  try {
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL("/favicon.svg", url).href);
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const start = Date.now();
      await page.goto(url, { waitUntil: "commit" });
      await page.getByRole("heading", { name: heading }).waitFor({ timeout: 60_000 });
      times.headingMs.push(Date.now() - start);
      await page.locator(rows).waitFor({ timeout: 60_000 });
      times.rowsMs.push(Date.now() - start);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
