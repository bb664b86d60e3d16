/**
 * The file name of a download from Content-Disposition: RFC 5987 `filename*=UTF-8''...` first (the mock server
 * sends Chinese names that way), else `filename="..."`, else the fallback.
 */
export const fileNameFromDisposition = (header: string | null | undefined, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return (name && sanitize(name)) || fallback;
};

/** Path separators in a server-sent name must not pick a folder. */
const sanitize = (name: string) => name.replace(/[\\/]/g, '_').trim();
