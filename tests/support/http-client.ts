/** A tiny cookie-keeping HTTP client for the API tests: one instance is one browser. */
export class ApiClient {
  private cookie?: string;

  constructor(
    private readonly baseUrl: string,
    private readonly clientIp = `10.${rand()}.${rand()}.${rand()}`,
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  set sessionCookie(value: string | undefined) {
    this.cookie = value;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const started = Date.now();
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'x-forwarded-for': this.clientIp,
        ...(body !== undefined && typeof body !== 'string'
          ? { 'content-type': 'application/json' }
          : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // As a browser does: of several Set-Cookie headers (clear the old id, set the new), the last wins.
    const setCookie = response.headers.getSetCookie().at(-1);
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      ms: Date.now() - started,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);

  async signIn(password: string): Promise<void> {
    const response = await this.post('/api/auth/login', { password });
    if ((response.json as { success?: boolean })?.success !== true) {
      throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    }
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
  ms: number;
}

function rand(): number {
  return Math.floor(Math.random() * 250) + 1;
}
