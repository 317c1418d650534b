import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { importHar } from '../../src/record/import-har.js';
import { createSeed } from '../../src/seed/index.js';
import { loadSnapshot } from '../../src/snapshot/load-snapshot.js';
import { tempFolder } from '../snapshot/seed-folder.js';

const SHOP = 'https://shop.example.tt';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3MDAwMDAyIn0.c2lnbmF0dXJlLXZhbHVl';
const PASSWORD = 'my-own-password';
const product = createSeed(7).products.find((p) => p.ProductNo === 1030)!;

/** One entry as Chrome's 'Save all as HAR with content' writes it (fields it reads and more). */
function entry(
  method: string,
  path: string,
  status: number,
  answer: { text: string; mimeType: string; encoding?: string },
  request: { headers?: { name: string; value: string }[]; body?: string } = {},
) {
  return {
    _initiator: { type: 'script' },
    startedDateTime: '2025-03-04T10:11:12.345-04:00',
    time: 12.5,
    request: {
      method,
      url: `${SHOP}${path}`,
      httpVersion: 'http/2.0',
      headers: [{ name: ':authority', value: 'shop.example.tt' }, ...(request.headers ?? [])],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: request.body?.length ?? 0,
      ...(request.body ? { postData: { mimeType: 'application/json', text: request.body } } : {}),
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'http/2.0',
      headers: [{ name: 'content-type', value: answer.mimeType }],
      cookies: [],
      content: { size: answer.text.length, ...answer },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 10, receive: 2.5 },
  };
}

const json = (value: unknown) => ({ text: JSON.stringify(value), mimeType: 'application/json' });

/** A browser's HAR of a visit to the shop: a login, a customer call, a product, a picture. */
function browserHar(): object {
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [{ id: 'page_1', title: SHOP, startedDateTime: '2025-03-04T14:11:12.000Z' }],
      entries: [
        entry('GET', '/', 200, { text: '<!doctype html>', mimeType: 'text/html' }),
        entry(
          'POST',
          '/api/Auth/CLogin',
          200,
          json({ Token: TOKEN, CustomerName: 'Marcus Joseph' }),
          {
            body: JSON.stringify({ Mobile: '7000002', Password: PASSWORD }),
          },
        ),
        entry(
          'GET',
          '/api/Common/LoadCustomerCashbackInfo?CustomerMobile=7000002',
          200,
          json({ TotalCashback: 0 }),
          {
            headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
          },
        ),
        entry(
          'GET',
          `/api/Product/loadproduct?ProductNo=1030&LoadReviews=true`,
          200,
          json(product),
        ),
        entry('GET', '/media/ERP/Images/Products/1030-1-thumb.jpg', 200, {
          text: Buffer.from('a thumbnail').toString('base64'),
          mimeType: 'image/jpeg',
          encoding: 'base64',
        }),
      ],
    },
  };
}

describe('trini-mock import-har (issue 26)', () => {
  it("a browser's HAR becomes a snapshot: its contract-valid answers, its pictures, no credential", async () => {
    const dir = tempFolder();
    const file = join(dir, 'shop.har');
    writeFileSync(file, JSON.stringify(browserHar()));
    const out = join(dir, 'snapshot');
    const summary = await importHar(file, out, { log: () => undefined });
    expect(summary).toMatchObject({
      products: 1,
      media: 1,
      target: SHOP,
      recordedAt: '2025-03-04T14:11:12.345Z',
    });
    const snapshot = await loadSnapshot(out);
    expect(snapshot.products[0]).toMatchObject({ ProductNo: 1030, SalesPrice: product.SalesPrice });
    expect(snapshot.mediaFiles.get('ERP/Images/Products/1030-1-thumb.jpg')?.body.toString()).toBe(
      'a thumbnail',
    );
    const written = readdirSync(out)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('\n');
    for (const secret of [TOKEN, PASSWORD, 'Marcus Joseph']) expect(written).not.toContain(secret);
  });

  it('through the command: one line of summary; a file that is not a HAR is one line naming it', async () => {
    const dir = tempFolder();
    const file = join(dir, 'shop.har');
    writeFileSync(file, JSON.stringify(browserHar()));
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      expect(
        await runCli(['import-har', file, '--out', join(dir, 'out'), '--max-media-files', '5']),
      ).toBe(0);
    } finally {
      console.log = log;
    }
    expect(printed).toEqual([expect.stringMatching(/^Wrote .*out: 1 products, 1 media files/)]);
    const bad = join(dir, 'bad.har');
    writeFileSync(bad, JSON.stringify({ log: { entries: [{ startedDateTime: 'yesterday' }] } }));
    await expect(importHar(bad, join(dir, 'x'))).rejects.toThrow(
      /^bad\.har: log\.entries\.0\.startedDateTime: /,
    );
    writeFileSync(bad, '{');
    await expect(importHar(bad, join(dir, 'x'))).rejects.toThrow(/^bad\.har: not JSON \(/);
    await expect(
      runCli(['import-har', file, '--out', join(dir, 'y'), '--max-media-files', '0']),
    ).rejects.toThrow('--max-media-files must be a whole number from 1');
  });
});
