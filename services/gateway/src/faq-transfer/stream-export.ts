import {
  EXPORT_CONTENT_TYPES,
  ExportFormat,
  FAQ_PATTERNS,
  FaqListPage,
  exportFileName,
} from '@caddie/contracts';
import { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { ServiceClient } from '../transport/service-client';
import { exportFile } from './export-file';

/**
 * Streams an export to the response, written page by page from the faq service's pages of
 * FAQs in id order. The next page is asked for while this one is written, and no further: the
 * stream takes the next text only when the response has taken the last (backpressure), so
 * memory stays flat whatever the number of FAQs, and asking stops if the client goes away. An
 * error before the first byte is a normal JSON error; after it, the download is cut off.
 */
export async function streamExport(
  faq: ServiceClient,
  format: ExportFormat,
  reply: FastifyReply,
): Promise<void> {
  const exportedAt = new Date();
  const pageAfter = (afterId: number) =>
    faq.send<FaqListPage>(FAQ_PATTERNS.LIST_PAGE, { activeOnly: false, afterId });
  const first = await pageAfter(0);
  const file = exportFile(format, exportedAt.toISOString());
  async function* texts(): AsyncGenerator<string> {
    for (let page = first; ;) {
      const next = page.done ? undefined : pageAfter(page.lastId);
      // Awaited below; not an unhandled rejection if the client leaves before then.
      next?.catch(() => undefined);
      yield file.page(page.faqs);
      if (!next) break;
      page = await next;
    }
    yield file.end();
  }
  await reply
    .status(200)
    .header('Content-Type', EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${exportFileName(format, exportedAt)}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(texts(), { objectMode: false }));
}
