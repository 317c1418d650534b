import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('http://127.0.0.1:4190' + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForTimeout(1500);
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => `${m.name}@${Math.round(m.startTime)}`)
      .join(' '),
  );
  const lt = await page.evaluate(() => window.__lt);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return `dcl ${Math.round(n.domContentLoadedEventEnd)} load ${Math.round(n.loadEventEnd)}`;
  });
  console.log(path, nav, '\n  marks', marks, '\n  longtasks', JSON.stringify(lt));
  await context.close();
}
await browser.close();
