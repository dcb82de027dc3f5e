import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './document-headers.ts';

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));

describe('document CSP: connect-src', () => {
  it('lets site pages reach the group calls’ Janus origin when one is configured, and nothing else', () => {
    expect(connectSrc(contentSecurityPolicy('site', [], 'example.com', ['https://sfu.example.com']))).toBe(
      "connect-src 'self' ws://example.com wss://example.com https://sfu.example.com",
    );
    expect(connectSrc(contentSecurityPolicy('site', [], 'example.com'))).toBe("connect-src 'self' ws://example.com wss://example.com");
  });
});
