import 'reflect-metadata';
import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { PasswordVerifier } from '../password/password-verifier';
import { LoginThrottle } from '../throttle/login-throttle';
import { AdminAccess, LoginService } from './login.service';

const RIGHT = 'the-right-password';
const CLIENT = '203.0.113.7';

function setup(access: Partial<AdminAccess> = {}, waitSeconds = 0) {
  const password: jest.Mocked<PasswordVerifier> = {
    verify: jest.fn(async (candidate) => candidate === RIGHT),
  };
  const throttle: jest.Mocked<LoginThrottle> = {
    attempt: jest.fn().mockResolvedValue(waitSeconds),
    succeeded: jest.fn().mockResolvedValue(undefined),
  };
  const service = new LoginService({ password, switchedOn: true, ...access }, throttle);
  return { service, password, throttle };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('LoginService', () => {
  it('is enabled when switched on with a password', () => {
    expect(setup().service.adminEnabled).toBe(true);
  });

  it('refuses with ADMIN_DISABLED when switched off, without checking the password', async () => {
    const { service, password, throttle } = setup({ switchedOn: false });
    expect(service.adminEnabled).toBe(false);
    const error = await refusal(service.login({ password: RIGHT, clientKey: CLIENT }));
    expect(error.code).toBe(ErrorCode.ADMIN_DISABLED);
    expect(password.verify).not.toHaveBeenCalled();
    expect(throttle.attempt).not.toHaveBeenCalled();
  });

  it('refuses with ADMIN_DISABLED when no password is configured', async () => {
    const { service } = setup({ password: undefined });
    expect(service.adminEnabled).toBe(false);
    const error = await refusal(service.login({ password: RIGHT, clientKey: CLIENT }));
    expect(error.code).toBe(ErrorCode.ADMIN_DISABLED);
  });

  it('refuses a throttled client with LOGIN_THROTTLED and the wait, without checking the password', async () => {
    const { service, password, throttle } = setup({}, 42);
    const error = await refusal(service.login({ password: RIGHT, clientKey: CLIENT }));
    expect(error.code).toBe(ErrorCode.LOGIN_THROTTLED);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toContain('42 seconds');
    expect(throttle.attempt).toHaveBeenCalledWith(CLIENT);
    expect(password.verify).not.toHaveBeenCalled();
    expect(throttle.succeeded).not.toHaveBeenCalled();
  });

  it('counts the attempt before checking a wrong password, and reports no success', async () => {
    const { service, password, throttle } = setup();
    await expect(service.login({ password: 'wrong', clientKey: CLIENT })).resolves.toEqual({
      success: false,
    });
    expect(throttle.attempt).toHaveBeenCalledWith(CLIENT);
    expect(throttle.attempt.mock.invocationCallOrder[0]).toBeLessThan(
      password.verify.mock.invocationCallOrder[0],
    );
    expect(throttle.succeeded).not.toHaveBeenCalled();
  });

  it("clears the client's attempts for the right password and reports success", async () => {
    const { service, password, throttle } = setup();
    await expect(service.login({ password: RIGHT, clientKey: CLIENT })).resolves.toEqual({
      success: true,
    });
    expect(password.verify).toHaveBeenCalledWith(RIGHT);
    expect(throttle.succeeded).toHaveBeenCalledWith(CLIENT);
  });
});
