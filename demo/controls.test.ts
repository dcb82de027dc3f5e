import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTROLLED_ATTRIBUTES, FLAG_DEFAULTS, flagOn, flagValue } from './controls.ts';

describe('demo controls: flag attributes', () => {
  it('removes a flag at its default and writes the other state explicitly', () => {
    expect(flagValue('enable-input', true)).toBeNull();
    expect(flagValue('enable-input', false)).toBe('false');
    expect(flagValue('official', false)).toBeNull();
    expect(flagValue('official', true)).toBe('');
  });

  it('reads a flag as the element does (widget/src/config.ts parseFlag)', () => {
    for (const name of Object.keys(FLAG_DEFAULTS)) {
      expect(flagOn(name, null)).toBe(FLAG_DEFAULTS[name]);
      expect(flagOn(name, flagValue(name, true))).toBe(true);
      expect(flagOn(name, flagValue(name, false))).toBe(false);
    }
    expect(flagOn('read-receipt', ' OFF ')).toBe(false);
    expect(flagOn('official', 'yes')).toBe(true);
  });

  it('controls every attribute the element observes, but the signed-in user’s (sign-in.ts sets those)', () => {
    const source = readFileSync(new URL('../widget/src/element.ts', import.meta.url), 'utf8');
    const block = /const ATTRIBUTES = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const observed = [...block.matchAll(/^\s*'?([a-z-]+)'?:/gm)].map((m) => m[1]);
    expect(observed.length).toBeGreaterThan(10);
    expect([...CONTROLLED_ATTRIBUTES, 'user-id', 'user-sig'].sort()).toEqual(observed.sort());
  });
});
