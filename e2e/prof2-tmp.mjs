import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const path = process.argv[2];
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4190' + path, { waitUntil: 'load' });
await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
// self time per function+url
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
const samples = profile.samples;
for (let i = 0; i < samples.length; i++) {
  const n = byId.get(samples[i]);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
const byUrl = new Map();
for (const [k, v] of self) {
  const u = k.split(' ')[1].split(':')[0];
  byUrl.set(u, (byUrl.get(u) ?? 0) + v);
}
console.log(
  [...byUrl]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => `${k} ${v.toFixed(1)}ms`)
    .join('\n'),
);
console.log('---');
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v.toFixed(1)}ms ${k}`)
    .join('\n'),
);
await browser.close();
