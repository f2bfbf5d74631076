/** jsdom has no fetch; component tests answer with these Response look-alikes. */
export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
}

export function textResponse(body: string, init: FakeResponseInit = {}): Response {
  const status = init.status ?? 200;
  const headers = new Map(
    Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: init.statusText ?? '',
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => body,
    json: async () => JSON.parse(body),
    blob: async () => new Blob([body]),
  } as unknown as Response;
}

export function jsonResponse(body: unknown, init: FakeResponseInit = {}): Response {
  return textResponse(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A promise the test settles when it chooses, to look at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Installs a fetch mock that answers "METHOD /path" keys and fails loudly on anything else. */
export function mockFetch(routes: Record<string, Route>): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(init);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The parsed JSON body of the first request a mockFetch() saw for "METHOD /path". */
export function bodyOf(fetchMock: jest.Mock, key: string) {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}` === key,
  );
  return call && JSON.parse(call[1].body);
}
