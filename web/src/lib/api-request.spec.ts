import { jsonResponse, textResponse } from '../test/fake-response';
import { apiRequest } from './api-request';

describe('apiRequest', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('sends a body as JSON with a JSON content type and credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    await apiRequest('POST', '/api/auth/login', { password: 'secret' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"password":"secret"}',
    });
  });

  it('sends no content type and no body when there is no body, but still credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ sessionId: 's1' }));
    await apiRequest('POST', '/api/chat/session');
    const [, init] = fetchMock.mock.calls[0];
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('returns the response of a successful call', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 3 }));
    const response = await apiRequest('DELETE', '/api/faqs/3');
    await expect(response.json()).resolves.toEqual({ id: 3 });
  });

  it('turns a failure into "status: body text"', async () => {
    fetchMock.mockResolvedValue(
      textResponse('{"message":"question must not be blank"}', {
        status: 400,
        statusText: 'Bad Request',
      }),
    );
    await expect(apiRequest('POST', '/api/faqs', {})).rejects.toThrow(
      new Error('400: {"message":"question must not be blank"}'),
    );
  });

  it('uses the status text when the failure has an empty body', async () => {
    fetchMock.mockResolvedValue(
      textResponse('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/faqs')).rejects.toThrow(
      new Error('503: Service Unavailable'),
    );
  });
});
