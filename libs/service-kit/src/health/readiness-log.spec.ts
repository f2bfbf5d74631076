import { Logger } from '@nestjs/common';
import { HealthCheckResult } from '@nestjs/terminus';
import { ReadinessLog } from './readiness-log';
import { STARTUP_GRACE_SECONDS } from './startup-grace';

const INDEX_LOADING: HealthCheckResult = {
  status: 'error',
  error: { 'faq-index': { status: 'down', faqs: 0 } },
  details: { transport: { status: 'up' }, 'faq-index': { status: 'down', faqs: 0 } },
};

describe('ReadinessLog', () => {
  let debug: jest.SpyInstance;
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation();
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation();
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation();
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes a failure while the service starts as a debug line, never a warning', () => {
    new ReadinessLog(() => 2).failed(INDEX_LOADING);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('Not ready (faq-index down)'));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('warns of a failure after the service has been ready, with what is down', () => {
    const log = new ReadinessLog(() => 2);
    log.ready();
    log.failed(INDEX_LOADING);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"faq-index":{"status":"down"'));
    expect(debug).not.toHaveBeenCalled();
  });

  it('warns once a start has taken longer than the grace period', () => {
    new ReadinessLog(() => STARTUP_GRACE_SECONDS + 1).failed(INDEX_LOADING);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('writes nothing for a service shutting down', () => {
    const log = new ReadinessLog(() => STARTUP_GRACE_SECONDS + 1);
    log.failed({ ...INDEX_LOADING, status: 'shutting_down' });
    expect(warn).not.toHaveBeenCalled();
    expect(debug).not.toHaveBeenCalled();
  });
});
