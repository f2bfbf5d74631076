import {
  ExportFormat,
  ExportPage,
  FAQ_PATTERNS,
  EXPORT_CONTENT_TYPES,
  exportFileName,
} from '@caddie/contracts';
import { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { ServiceClient } from '../transport/service-client';

/**
 * Streams an export to the response page by page. The stream asks for the next page only when
 * the response has taken the last (backpressure), so memory stays flat whatever the number of
 * FAQs, and stops asking if the client goes away. An error before the first byte is a normal
 * JSON error; after it, the download is cut off.
 */
export async function streamExport(
  faq: ServiceClient,
  format: ExportFormat,
  reply: FastifyReply,
): Promise<void> {
  const exportedAt = new Date();
  const pageAfter = (afterId: number) =>
    faq.send<ExportPage>(FAQ_PATTERNS.EXPORT_PAGE, {
      format,
      afterId,
      exportedAt: exportedAt.toISOString(),
    });
  const first = await pageAfter(0);
  async function* pages(): AsyncGenerator<string> {
    let page = first;
    yield page.text;
    while (!page.done) {
      page = await pageAfter(page.lastId);
      yield page.text;
    }
  }
  await reply
    .status(200)
    .header('Content-Type', EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${exportFileName(format, exportedAt)}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(pages(), { objectMode: false }));
}
