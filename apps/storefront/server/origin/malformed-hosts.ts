/**
 * Host headers no site has, for the tests: a space, an unclosed IPv6 bracket, a port
 * out of range or missing, a percent sign, nothing, a user part, a path, a label too long. Each
 * is refused by parseHostHeader (host-header.test.ts); the server's fuzz test sends them all
 * (fuzz.test.ts).
 */
export const MALFORMED_HOSTS: readonly string[] = [
  'a b',
  '[::1',
  'x:99999',
  ':80',
  'exa%mple.com',
  '',
  'x:',
  'x:0',
  'x:-1',
  'x:80:80',
  '[::1]x',
  '[not-ipv6]',
  'shop..example',
  '-shop.example',
  'user@shop.example',
  'shop.example/path',
  'bücher.example',
  `${'a'.repeat(64)}.example`,
  `${'a.'.repeat(127)}example`,
];
