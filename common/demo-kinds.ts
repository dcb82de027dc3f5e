/**
 * The message kinds the demo page injects into a conversation (server/demo/, DEMO_MODE only): every SPEC §3
 * message type, and the custom business kinds one by one.
 */
export const DEMO_KINDS = [
  'text',
  'image',
  'file',
  'voice',
  'video',
  'location',
  'face',
  'merger',
  'custom-service',
  'custom-evaluate',
  'custom-order',
  'custom-link',
  'custom-other',
] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** The demo routes' base path. */
export const DEMO_API = '/demo/api';
