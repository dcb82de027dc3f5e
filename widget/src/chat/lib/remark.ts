/** SPEC §5/§9: a friend remark is at most 96 bytes, where every character outside basic Latin counts 2. */
export const MAX_REMARK_UNITS = 96;

export function remarkUnits(remark: string): number {
  let n = 0;
  for (const ch of remark) n += ch.codePointAt(0)! <= 0x7f ? 1 : 2;
  return n;
}

export function remarkFits(remark: string): boolean {
  return remarkUnits(remark) <= MAX_REMARK_UNITS;
}
