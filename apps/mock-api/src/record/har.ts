import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import type { Exchange } from './exchange.js';

/** Largest HAR file read, bytes (256 MiB). */
export const HAR_MAX_BYTES = 256 * 1024 * 1024;
/** Most entries of a HAR read. */
const MAX_ENTRIES = 100_000;
/** Longest request or answer body of an entry, characters (base64 of a 16 MiB file and some). */
const MAX_BODY = 24 * 1024 * 1024;

const HeaderSchema = z.object({ name: z.string().max(256), value: z.string().max(64 * 1024) });

/**
 * The part of a HAR 1.2 file (a browser's 'Save all as HAR with content') a recording reads, with
 * every text bounded: each entry's start, request (method, URL, headers, body) and answer
 * (status, headers, content as text or base64).
 */
const HarSchema = z.object({
  log: z.object({
    entries: z
      .array(
        z.object({
          startedDateTime: z.iso.datetime({ offset: true }),
          request: z.object({
            method: z.string().min(1).max(16),
            url: z.url().max(8192),
            headers: z.array(HeaderSchema).max(500).default([]),
            postData: z.object({ text: z.string().max(MAX_BODY).optional() }).optional(),
          }),
          response: z.object({
            status: z.number().int(),
            headers: z.array(HeaderSchema).max(500).default([]),
            content: z.object({
              size: z.number().optional(),
              mimeType: z.string().max(256).optional(),
              text: z.string().max(MAX_BODY).optional(),
              encoding: z.string().max(32).optional(),
            }),
          }),
        }),
      )
      .max(MAX_ENTRIES),
  }),
});
type HarEntry = z.output<typeof HarSchema>['log']['entries'][number];

/** Headers by lower-case name, repeated ones joined with ', ' (Set-Cookie left out). */
function headerRecord(headers: readonly { name: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of headers) {
    const key = name.toLowerCase();
    if (key === 'set-cookie') continue;
    out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
  }
  return out;
}

/**
 * One HAR entry as an Exchange. An answer without content text is an empty body when the HAR says
 * its size is 0, and else unknown (`bodyMissing`: the browser did not save it).
 */
function exchangeOf(entry: HarEntry): Exchange {
  const { request, response } = entry;
  const responseHeaders = headerRecord(response.headers);
  if (responseHeaders['content-type'] === undefined && response.content.mimeType)
    responseHeaders['content-type'] = response.content.mimeType;
  const text = response.content.text ?? '';
  const bodyMissing = response.content.text === undefined && response.content.size !== 0;
  return {
    startedAt: new Date(entry.startedDateTime).toISOString(),
    method: request.method.toUpperCase(),
    url: request.url,
    requestHeaders: headerRecord(request.headers),
    requestBody:
      request.postData?.text === undefined ? undefined : Buffer.from(request.postData.text),
    status: response.status,
    responseHeaders,
    setCookies: response.headers
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value),
    responseBody: Buffer.from(text, response.content.encoding === 'base64' ? 'base64' : 'utf8'),
    ...(bodyMissing ? { bodyMissing } : {}),
  };
}

/**
 * Reads a HAR file's entries as exchanges (`trini-mock import-har`). Throws one line
 * naming the file and what is wrong: too large, not JSON, or the zod path of the first entry
 * field that is not HAR (`shop.har: log.entries.3.request.url: Invalid URL`).
 */
export async function readHar(file: string): Promise<Exchange[]> {
  const name = basename(file);
  const size = (await stat(file)).size;
  if (size > HAR_MAX_BYTES) throw new Error(`${name}: larger than ${HAR_MAX_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${name}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = HarSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${name}: ${issue?.path.map(String).join('.') || '(whole)'}: ${issue?.message ?? 'not a HAR'}`,
    );
  }
  return parsed.data.log.entries.map(exchangeOf);
}

/** A text body as HAR keeps it: text for JSON and text, base64 for anything else. */
function content(
  body: Buffer,
  type: string,
): { size: number; mimeType: string; text: string; encoding?: string } {
  const textual = /^(application\/json|text\/)/.test(type);
  return textual
    ? { size: body.length, mimeType: type, text: body.toString('utf8') }
    : { size: body.length, mimeType: type, text: body.toString('base64'), encoding: 'base64' };
}

/**
 * A HAR 1.2 document of `exchanges` (what `trini-mock record --har` saves): each entry's start,
 * method, URL, Content-Type, request body, status and answer body; no other header, so no
 * credential or cookie. The caller passes exchanges already redacted.
 */
export function harOf(
  exchanges: readonly Exchange[],
  creator: { name: string; version: string },
): object {
  return {
    log: {
      version: '1.2',
      creator,
      pages: [],
      entries: exchanges.map((e) => {
        const sentType = e.requestHeaders['content-type'];
        const type = e.responseHeaders['content-type'] ?? 'application/octet-stream';
        const url = new URL(e.url);
        return {
          startedDateTime: e.startedAt,
          time: 0,
          request: {
            method: e.method,
            url: e.url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: sentType ? [{ name: 'content-type', value: sentType }] : [],
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            ...(e.requestBody
              ? {
                  postData: {
                    mimeType: sentType ?? 'application/json',
                    text: e.requestBody.toString('utf8'),
                  },
                }
              : {}),
            headersSize: -1,
            bodySize: e.requestBody?.length ?? 0,
          },
          response: {
            status: e.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [{ name: 'content-type', value: type }],
            content: content(e.responseBody, type),
            redirectURL: '',
            headersSize: -1,
            bodySize: e.responseBody.length,
          },
          cache: {},
          timings: { send: 0, wait: 0, receive: 0 },
        };
      }),
    },
  };
}
