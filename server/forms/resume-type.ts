import { open } from 'node:fs/promises';

/** Resume formats accepted (SPEC §5), recognised by content, never by name. */
export type ResumeType = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_LOCAL = Buffer.from('504b0304', 'hex');
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const DOCX_PART = 'word/document.xml';

/**
 * The resume type of a file by its bytes: PDF (%PDF-), DOC (OLE2 compound file), DOCX (a zip whose central
 * directory lists word/document.xml). Anything else is null.
 */
export async function detectResumeType(path: string): Promise<ResumeType | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(8, size));
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
    if (head.length === 8 && head.equals(OLE2)) return 'doc';
    if (head.subarray(0, 4).equals(ZIP_LOCAL) && (await zipHasEntry(handle, size, DOCX_PART))) return 'docx';
    return null;
  } finally {
    await handle.close();
  }
}

type Handle = Awaited<ReturnType<typeof open>>;

/** Reads the zip's end-of-central-directory record and looks for `name` among the central entries. */
async function zipHasEntry(handle: Handle, size: number, name: string): Promise<boolean> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdOffset + cdSize > size || cdSize > 4 * 1024 * 1024) return false;
  const cd = Buffer.alloc(cdSize);
  await handle.read(cd, 0, cdSize, cdOffset);
  let at = 0;
  for (let i = 0; i < entries && at + 46 <= cd.length; i++) {
    if (cd.readUInt32LE(at) !== CENTRAL_SIGNATURE) return false;
    const nameLength = cd.readUInt16LE(at + 28);
    const extra = cd.readUInt16LE(at + 30);
    const comment = cd.readUInt16LE(at + 32);
    if (cd.toString('utf8', at + 46, at + 46 + nameLength) === name) return true;
    at += 46 + nameLength + extra + comment;
  }
  return false;
}
