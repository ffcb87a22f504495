// Minimal types for autocannon's programmatic API (the package ships none).
declare module "autocannon" {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    connectionRate?: number;
    timeout?: number;
  }
  interface Result {
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: "response", fn: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
    stop(): void;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
