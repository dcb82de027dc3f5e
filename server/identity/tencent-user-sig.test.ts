import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signTencentUserSig, verifyTencentUserSig } from './tencent-user-sig.ts';

/**
 * Vectors from Tencent's published TLSSigAPIv2 libraries (github.com/tencentyun/tls-sig-api-v2-node and
 * -python), run with the key and app ID of their own examples and the clock fixed at 1700000000 s:
 * `new Api(1400000000, KEY).genUserSig('xiaojun', 86400 * 180)` and the Python `genUserSig` with the same
 * arguments. The Node library writes the document as we do (the same bytes); the Python one writes it with other
 * spacing and field order, so only the signature inside it can be compared (decode and verify).
 */
const APP = { sdkAppId: 1400000000, secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e' };
const NOW = 1700000000 * 1000;
const EXPIRE = 86400 * 180;
const NODE_XIAOJUN =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwhWZiflZpXlQqeKU7MSCgswUJStDEwMogMiUZOamKlkZmqOKplYUZBaBxE1NTY3gosWZ6UpWSj5ljuYp*p7l5unBxXnF2WVhVU4uAf7Ozi5JpX7O5SbuHuUhzgZJmQXaTia2SrUAohcx8g__';
const PYTHON_XIAOJUN =
  'eJyrVgrxCdYrSy1SslJQMtIzUNJRAItkpqTmlWSmZUIkKjIT87NK82CSxSnZiQUFmSlAKUMTAyiAyqVWFGQWpYJkTE1NjRDiJZm5YFFzNPXFmekgG3zKHM1T9D3LzdODi-OKs8vCqpxcAvydnV2SSv2cy03cPcpDnA2SMgu0nUxslWoBHdYzUg__';
/** Node library, `genUserSig('visitor_0123456789abcdef01234567', 604800)` at the same clock. */
const NODE_VISITOR =
  'eJxVi80KgkAURt-lrkNGM38GWhnUoo2OELUJda55sSl1BrOidw9MF327cw7fG9K9sHrsgINjMViMTBJvhkoadU*azL07M9tZuivPD8IsLySWM08fLeusaUgCt1027VcMKQRu*-8Wh4Y6BO4xN5idpgtwKMwpquJEbIQfY3WU*hXqQpntYeek1-bRmkSoesjV02Nr*HwBNqs5cw__';

describe('Tencent UserSigs (TLSSigAPIv2)', () => {
  it("makes the same bytes as Tencent's Node library for a fixed clock", () => {
    expect(signTencentUserSig(APP, 'xiaojun', EXPIRE, NOW)).toBe(NODE_XIAOJUN);
    expect(signTencentUserSig(APP, 'visitor_0123456789abcdef01234567', 604800, NOW)).toBe(NODE_VISITOR);
  });

  it("verifies signatures made by Tencent's Node and Python libraries", () => {
    const inside = { ok: true, userId: 'xiaojun', time: 1700000000, expire: EXPIRE };
    expect(verifyTencentUserSig(NODE_XIAOJUN, APP, 'xiaojun', NOW + 1000)).toEqual(inside);
    expect(verifyTencentUserSig(PYTHON_XIAOJUN, APP, 'xiaojun', NOW + 1000)).toEqual(inside);
  });

  it('refuses another app, another user, another key, an expired or an edited signature, and garbage', () => {
    const sig = signTencentUserSig(APP, 'alice', 60, NOW);
    expect(verifyTencentUserSig(sig, { ...APP, sdkAppId: 1400000001 }, 'alice', NOW)).toEqual({ ok: false, reason: 'wrong-app' });
    expect(verifyTencentUserSig(sig, APP, 'bob', NOW)).toEqual({ ok: false, reason: 'wrong-user' });
    expect(verifyTencentUserSig(sig, { ...APP, secretKey: 'other' }, 'alice', NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyTencentUserSig(sig, APP, 'alice', NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
    // alice's document with its HMAC, the identifier changed to 'bob'
    const doc = JSON.parse(
      inflateSync(Buffer.from(sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '='), 'base64')).toString(),
    ) as object;
    const edited = JSON.stringify({ ...doc, 'TLS.identifier': 'bob' });
    const forged = deflateSync(Buffer.from(edited)).toString('base64').replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
    expect(verifyTencentUserSig(forged, APP, 'bob', NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyTencentUserSig('nonsense', APP).ok).toBe(false);
  });
});
