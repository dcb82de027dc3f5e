/** A visitor's name, or the end of their anonymous ID. */
export function visitorLabel(c: { visitorName: string; visitorId: string }): string {
  return c.visitorName || `#${c.visitorId.slice(-6)}`;
}
