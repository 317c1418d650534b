import { chromiumFlags, chromiumPath } from '@trini/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = r!.lhr.audits;
  console.log(
    'perf',
    r!.lhr.categories.performance?.score,
    'LCP',
    a['largest-contentful-paint']?.numericValue,
    'TBT',
    a['total-blocking-time']?.numericValue,
  );
  const el = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element', el?.snippet, el?.selector);
  const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items;
  console.log(JSON.stringify(phases));
  const reqs = ((a['network-requests']?.details as any)?.items ?? []).map(
    (i: any) =>
      `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority} ${i.url.replace(/^https?:\/\/[^/]+/, '')}`,
  );
  console.log(reqs.join('\n'));
} finally {
  chrome.kill();
}
