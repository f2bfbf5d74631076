import { Mode } from '../../support/test-stack';
import { authRoutes } from './auth-routes';
import { badInput } from './bad-input';
import { chatRoutes } from './chat-routes';
import { apiContext } from './context';
import { faqRoutes } from './faq-routes';
import { feedbackRoutes } from './feedback-routes';
import { importExport } from './import-export';
import { phrasings } from './phrasings';
import { serviceBoundaries } from './service-boundaries';
import { serviceOutage } from './service-outage';
import { suggestionRoutes } from './suggestion-routes';

/** The whole HTTP API of SPEC section 7, through the gateway, against one running stack. */
export function defineApiSuite(mode: Mode): void {
  const { ctx, start, stop } = apiContext(mode);
  beforeAll(start, 120_000);
  afterAll(stop, 60_000);

  authRoutes(ctx);
  faqRoutes(ctx);
  phrasings(ctx);
  chatRoutes(ctx);
  feedbackRoutes(ctx);
  suggestionRoutes(ctx);
  importExport(ctx);
  badInput(ctx);
  serviceOutage(ctx);
  serviceBoundaries(ctx);
}
