import type { ExportFormat } from '@caddie/contracts';

/** The media types the server sends (libs/contracts' EXPORT_CONTENT_TYPES, charset aside). */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
};

/** "text/csv; charset=utf-8" -> "text/csv" */
function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * SPEC sections 5 and 8: what is wrong with an export response, or null when it is the file.
 * An HTML answer is a sign-in page or the app itself, so it means the session has ended.
 */
export function checkExportResponse(
  status: number,
  statusText: string,
  contentType: string | null,
  format: ExportFormat,
): string | null {
  const actual = mediaType(contentType);
  if (status === 401 || actual === 'text/html') {
    return 'Export failed: Please log in again to continue';
  }
  if (status < 200 || status > 299) return `Export failed: ${status} ${statusText}`;
  const expected = EXPORT_CONTENT_TYPES[format];
  if (actual !== expected) {
    return `Export failed: Expected ${expected} but got ${actual || 'no content type'}`;
  }
  return null;
}

/** The name the server gave the download, from its Content-Disposition header. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoded name: fall back to the plain one
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** SPEC section 7: faqs-export-YYYY-MM-DD.{format}, dated in UTC like the server's. */
export function defaultExportFileName(format: ExportFormat, now = new Date()): string {
  return `faqs-export-${now.toISOString().slice(0, 10)}.${format}`;
}
