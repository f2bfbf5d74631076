import {
  ExportFormat,
  ExportPage,
  FAQ_PATTERNS,
  EXPORT_CONTENT_TYPES,
  exportFileName,
} from '@caddie/contracts';
import { Response } from 'express';
import { once } from 'node:events';
import { ServiceClient } from '../transport/service-client';

/**
 * Streams an export to the response page by page, asking for the next page only once the
 * last has been written (and drained), so memory stays flat whatever the number of FAQs.
 * An error before the first byte is a normal JSON error; after it, the download is cut off.
 */
export async function streamExport(
  faq: ServiceClient,
  format: ExportFormat,
  response: Response,
): Promise<void> {
  const exportedAt = new Date();
  let page = await faq.send<ExportPage>(FAQ_PATTERNS.EXPORT_PAGE, {
    format,
    afterId: 0,
    exportedAt: exportedAt.toISOString(),
  });
  response.status(200);
  response.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
  response.setHeader(
    'Content-Disposition',
    `attachment; filename="${exportFileName(format, exportedAt)}"`,
  );
  response.setHeader('Cache-Control', 'no-store');
  for (;;) {
    if (!response.write(page.text))
      await Promise.race([once(response, 'drain'), once(response, 'close')]);
    if (response.destroyed) return; // the client went away: stop asking for pages
    if (page.done) break;
    page = await faq.send<ExportPage>(FAQ_PATTERNS.EXPORT_PAGE, {
      format,
      afterId: page.lastId,
      exportedAt: exportedAt.toISOString(),
    });
  }
  response.end();
}
