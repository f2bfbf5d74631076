// autocannon ships no types: what the benchmarks use of it, as its documentation describes it.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Returns the request to send, from the one given (autocannon's own object). */
      setupRequest?: (request: Request) => Request;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      requests?: Request[];
    }

    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      /** Connection errors, timeouts included. */
      errors: number;
      timeouts: number;
      non2xx?: number;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;

  export = autocannon;
}
