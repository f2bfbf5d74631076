import { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildApiDocument } from './api-document';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PAGE_PATH = '/api/docs';

/**
 * GET /api/openapi.json, always (it holds no secret: the admin routes it lists are enforced on
 * the server); the Swagger UI page at /api/docs only when asked (embedded mode), so a
 * production gateway serves no UI bundle nobody asked for.
 */
export function serveApiDocument(app: INestApplication, { page }: { page: boolean }): void {
  SwaggerModule.setup(API_DOCS_PAGE_PATH.slice(1), app, buildApiDocument(app), {
    ui: page,
    raw: ['json'],
    jsonDocumentUrl: API_DOCUMENT_PATH.slice(1),
    customSiteTitle: 'Caddie API',
  });
}
