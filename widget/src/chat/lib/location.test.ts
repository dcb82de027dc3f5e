import { describe, expect, it } from 'vitest';
import { formatPlace, mapHref, parsePlace, placeOf } from './location.ts';

describe('location messages', () => {
  it('accepts coordinates in range only', () => {
    expect(parsePlace(' 31.2304 ', '121.4737')).toEqual({ latitude: 31.2304, longitude: 121.4737 });
    expect(parsePlace('-90', '180')).toEqual({ latitude: -90, longitude: 180 });
    expect(parsePlace('90.1', '0')).toBeNull();
    expect(parsePlace('0', '-180.5')).toBeNull();
    expect(parsePlace('', '1')).toBeNull();
    expect(parsePlace('north', '1')).toBeNull();
  });
  it('shows 5 decimals and links to a map site', () => {
    expect(formatPlace({ latitude: 31.2304, longitude: 121.4737 })).toBe('31.23040, 121.47370');
    expect(mapHref({ latitude: 31.2304, longitude: -0.1 })).toBe(
      'https://www.openstreetmap.org/?mlat=31.23040&mlon=-0.10000#map=16/31.23040/-0.10000',
    );
  });
  it('reads a received payload', () => {
    expect(placeOf({ latitude: 1.5, longitude: 2 })).toEqual({ latitude: 1.5, longitude: 2 });
    expect(placeOf({ latitude: '1.5', longitude: 2 })).toBeNull();
    expect(placeOf({ latitude: 100, longitude: 2 })).toBeNull();
  });
});
