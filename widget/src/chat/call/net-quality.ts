import type { NetQuality } from './call-store.ts';

/** What one getStats() sample says about a link. */
export interface LinkSample {
  /** Round-trip time of the selected candidate pair, seconds (undefined when unknown). */
  rtt?: number;
  packetsReceived: number;
  packetsLost: number;
  framesDecoded: number;
  /** Audio level of the incoming audio (0..1) when the browser reports it. */
  audioLevel?: number;
}

/** Reads a peer connection's stats report into a sample. */
export function sampleOf(report: RTCStatsReport): LinkSample {
  const s: LinkSample = { packetsReceived: 0, packetsLost: 0, framesDecoded: 0 };
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'candidate-pair' && stat.nominated && typeof stat.currentRoundTripTime === 'number')
      s.rtt = stat.currentRoundTripTime;
    if (stat.type === 'inbound-rtp') {
      s.packetsReceived += Number(stat.packetsReceived ?? 0);
      s.packetsLost += Math.max(0, Number(stat.packetsLost ?? 0));
      if (stat.kind === 'video') s.framesDecoded += Number(stat.framesDecoded ?? 0);
      if (stat.kind === 'audio' && typeof stat.audioLevel === 'number') s.audioLevel = stat.audioLevel;
    }
  });
  return s;
}

/**
 * Network quality between two samples: loss over the interval and the round-trip time. Good: under 2 % loss
 * and 150 ms; poor: over 8 % loss or 400 ms; fair between. Unknown until packets flow.
 */
export function qualityOf(prev: LinkSample | null, now: LinkSample): NetQuality {
  const received = now.packetsReceived - (prev?.packetsReceived ?? 0);
  const lost = now.packetsLost - (prev?.packetsLost ?? 0);
  if (received + lost <= 0 && now.rtt === undefined) return 'unknown';
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = now.rtt ?? 0;
  if (loss > 0.08 || rtt > 0.4) return 'poor';
  if (loss > 0.02 || rtt > 0.15) return 'fair';
  return 'good';
}
