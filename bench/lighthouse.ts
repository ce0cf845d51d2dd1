/**
 * Lighthouse 12 (its default mobile profile, simulated throttling) on a running Refugio: the
 * login page, and pages that need a session (the token is put in local storage first, as the
 * login screen does). Debian's chromium, headless. BENCH_LIGHTHOUSE_JSON=<prefix> keeps each page's
 * whole report as <prefix>-<n>.json (the main-thread work, the requests and their timing).
 */
import { writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

export type LighthouseFigures = {
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** Total blocking time, simulated (4× CPU slowdown). */
  tbtMs: number;
  /** The longest main-thread tasks, simulated, longest first (Lighthouse lists those of 50 ms and more). */
  longTasksMs: number[];
  /** What the largest contentful paint painted (its selector). */
  lcpElement: string;
  /** Bytes of JavaScript transferred (compressed as sent) while loading the page. */
  scriptTransfer: number;
};

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; duration?: number; items?: { node?: { selector?: string } }[] }[] };
};

export async function runLighthouse(pages: { url: string; token?: string }[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const lhr = await auditPage(chrome.port, page);
      const audits = lhr.audits as Record<string, Audit>;
      if (process.env.BENCH_LIGHTHOUSE_JSON) await writeFile(`${process.env.BENCH_LIGHTHOUSE_JSON}-${figures.length}.json`, JSON.stringify(lhr));
      const scripts = audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
      figures.push({
        url: page.url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        longTasksMs: (audits["long-tasks"]?.details?.items ?? []).map((task) => Math.round(task.duration ?? 0)).sort((a, b) => b - a),
        lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector ?? "-",
        scriptTransfer: scripts?.transferSize ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * Errors Lighthouse reports when the trace missed the page's first events, which happens on a
 * busy machine; a second audit of the page usually succeeds.
 */
const TRANSIENT_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_LCP"]);
const ATTEMPTS = 3;

async function auditPage(port: number, page: { url: string; token?: string }) {
  for (let attempt = 1; ; attempt++) {
    if (page.token) await storeToken(port, page.url, page.token);
    const result = await lighthouse(page.url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      // Keeps the session token stored above (storeToken emptied the cache).
      disableStorageReset: Boolean(page.token),
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultados para ${page.url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS || !TRANSIENT_ERRORS.has(lhr.runtimeError.code)) {
      throw new Error(`Lighthouse en ${page.url}: ${lhr.runtimeError.message}`);
    }
    console.warn(`Lighthouse en ${page.url}: ${lhr.runtimeError.code}; intento ${attempt + 1} de ${ATTEMPTS}`);
  }
}

/**
 * Puts the session token where the web app keeps it, for the page's origin, and empties the HTTP
 * cache: Lighthouse keeps storage as it is for such a page, and the load must still be a cold one.
 */
async function storeToken(port: number, url: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL("/favicon.svg", url).href);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close();
  }
}
