import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.ts';

describe('media URLs on partner pages', () => {
  it('resolves server paths against the chat server, keeps absolute and local URLs, drops other schemes', () => {
    expect(mediaUrl('/im/files/abc', 'https://chat.example.com')).toBe('https://chat.example.com/im/files/abc');
    expect(mediaUrl('/im/files/abc', 'https://chat.example.com/base/')).toBe('https://chat.example.com/im/files/abc');
    expect(mediaUrl('https://cdn.example.com/a.webm', 'https://chat.example.com')).toBe('https://cdn.example.com/a.webm');
    expect(mediaUrl('blob:https://partner.example.com/1234', 'https://chat.example.com')).toBe('blob:https://partner.example.com/1234');
    expect(mediaUrl('javascript:alert(1)', 'https://chat.example.com')).toBe('');
    expect(mediaUrl(undefined, 'https://chat.example.com')).toBe('');
  });
});
