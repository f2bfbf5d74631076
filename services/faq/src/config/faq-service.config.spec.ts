import 'reflect-metadata';
import { loadConfig } from '@caddie/service-kit';
import { FaqServiceConfig } from './faq-service.config';

const PRODUCTION = { REDIS_URL: 'redis://redis:6379' };

describe('FaqServiceConfig, SEED_DEMO_FAQS', () => {
  it('seeds the demo shop by default in embedded mode, and not in production', () => {
    expect(loadConfig(FaqServiceConfig, {}).seedDemoFaqs).toBe(true);
    expect(loadConfig(FaqServiceConfig, PRODUCTION).seedDemoFaqs).toBe(false);
  });

  it('does what SEED_DEMO_FAQS says in either mode', () => {
    expect(
      loadConfig(FaqServiceConfig, { ...PRODUCTION, SEED_DEMO_FAQS: 'true' }).seedDemoFaqs,
    ).toBe(true);
    expect(loadConfig(FaqServiceConfig, { SEED_DEMO_FAQS: 'false' }).seedDemoFaqs).toBe(false);
    expect(loadConfig(FaqServiceConfig, { ...PRODUCTION, SEED_DEMO_FAQS: ' ' }).seedDemoFaqs).toBe(
      false,
    );
  });

  it('refuses a value that is not a flag, naming the variable', () => {
    expect(() => loadConfig(FaqServiceConfig, { SEED_DEMO_FAQS: 'sometimes' })).toThrow(
      'SEED_DEMO_FAQS must be true or false',
    );
  });
});
