import { DynamicModule, Logger, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ServerResponse } from 'node:http';

/**
 * Embedded mode: the gateway serves the built web page at / and answers the page's own
 * routes (/admin, anything not under /api) with index.html. In Kubernetes the web container
 * does this and WEB_DIST_DIR stays unset.
 */
@Module({})
export class WebAppModule {
  static forRoot(distDir: string | undefined): DynamicModule {
    if (!distDir) return { module: WebAppModule };
    if (!existsSync(join(distDir, 'index.html'))) {
      new Logger(WebAppModule.name).warn(
        `WEB_DIST_DIR ${distDir} has no index.html: build the web page (npm run build); serving the API only`,
      );
      return { module: WebAppModule };
    }
    return {
      module: WebAppModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: distDir,
          exclude: ['/api/{*path}'],
          serveStaticOptions: { setHeaders: cacheHeaders, index: 'index.html' },
        }),
      ],
    };
  }
}

/** Hashed assets never change under their name: cache for a year. The page itself: always revalidate. */
function cacheHeaders(response: ServerResponse, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
