/** Test helper: an unsigned JWT (decodeJwt does not verify) with the customer claims. */
export function testToken(claims: Record<string, unknown> = {}, expInSeconds = 3600): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = {
    custom_id: '1',
    custom_Email: 'kavita.ramdial@example.tt',
    custom_mobile: '7000001',
    custom_CustomerName: 'Kavita Ramdial',
    custom_CouponCode: 'TRINI5',
    exp: Math.floor(Date.now() / 1000) + expInSeconds,
    ...claims,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`;
}
