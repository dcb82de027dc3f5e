/**
 * Media URLs of messages from our server are paths (/im/files/...): on a partner page they must resolve against
 * the chat server, not the page. Local previews (blob:, data:) and absolute http(s) URLs stay as they are;
 * anything else (javascript: and the like) gives ''.
 */
export function mediaUrl(url: string | undefined, serverUrl: string): string {
  if (!url) return '';
  try {
    const resolved = new URL(url, `${serverUrl.replace(/\/+$/, '')}/`);
    return ['http:', 'https:', 'blob:', 'data:'].includes(resolved.protocol) ? resolved.href : '';
  } catch {
    return '';
  }
}
