import { describe, expect, it } from 'vitest';
import { messageRendererFor, messageRenderersVersion, registerMessageRenderer, subscribeMessageRenderers } from './message-renderers.ts';

describe('custom message renderers', () => {
  it('registers, replaces and removes a renderer for a businessID, telling subscribers', () => {
    let told = 0;
    const stop = subscribeMessageRenderers(() => (told += 1));
    const before = messageRenderersVersion();
    const first = () => 'one';
    const second = () => 'two';
    const removeFirst = registerMessageRenderer('parcel', first);
    expect(messageRendererFor('parcel')).toBe(first);
    const removeSecond = registerMessageRenderer('parcel', second);
    removeFirst(); // no longer the registered one: nothing happens
    expect(messageRendererFor('parcel')).toBe(second);
    removeSecond();
    expect(messageRendererFor('parcel')).toBeUndefined();
    expect(messageRenderersVersion()).toBe(before + 3);
    expect(told).toBe(3);
    stop();
  });

  it('refuses a missing businessID or a renderer that is not a function, and unknown lookups', () => {
    expect(() => registerMessageRenderer('', () => null)).toThrow(TypeError);
    expect(() => registerMessageRenderer('x', 'text' as never)).toThrow(TypeError);
    expect(messageRendererFor(undefined)).toBeUndefined();
    expect(messageRendererFor({ toString: () => 'parcel' })).toBeUndefined();
  });
});
