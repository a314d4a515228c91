import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one network fake of the unit tests (decision record 007): msw intercepts `fetch` below the
 * real shared http client, so the §8 policy, `data` unwrapping and contract schemas all run.
 * Every package's setup file starts it, resets its handlers after each test and closes it.
 */
export const apiServer = setupServer();

export interface FakeReply {
  status?: number;
  body?: unknown;
}
export interface FakeRequest {
  /** 'METHOD /path?query', as recorded in `calls`. */
  key: string;
  method: string;
  body: unknown;
}
export type FakeAnswer = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  /** Every request made, as 'METHOD /path?query', in order. */
  calls: string[];
  /** The JSON body of each request (undefined without one), same order as `calls`. */
  bodies: unknown[];
  /** Answers one method + path (with its exact query). Later answers for the same key win. */
  on(method: string, pathWithQuery: string, answer: FakeAnswer): FakeApi;
  /** Answers GET for each path of the record. */
  get(answers: Record<string, FakeAnswer>): FakeApi;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const fail = (status: number, message: string, code = 'UPSTREAM'): FakeReply => ({
  status,
  body: { error_code: code, error_message: message },
});
const notMocked = (key: string) => fail(500, `ไม่มีข้อมูลทดสอบสำหรับ ${key}`, 'INTERNAL');

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fake app host for one test: answers by method + path + query and records what was asked.
 * A request nobody answered gets `unmatched` (default: a 500 naming the request), so a missing
 * answer shows up as a failing section rather than a hang.
 */
export function fakeApi({ unmatched = notMocked }: { unmatched?: (key: string) => FakeReply } = {}): FakeApi {
  const answers = new Map<string, FakeAnswer>();
  const api: FakeApi = {
    calls: [],
    bodies: [],
    on(method, pathWithQuery, answer) {
      answers.set(`${method.toUpperCase()} ${pathWithQuery}`, answer);
      return api;
    },
    get(record) {
      for (const [path, answer] of Object.entries(record)) api.on('GET', path, answer);
      return api;
    },
  };
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}${url.search}`;
      const body = await readJson(request);
      api.calls.push(key);
      api.bodies.push(body);
      const answer = answers.get(key);
      const reply = !answer
        ? unmatched(key)
        : typeof answer === 'function'
          ? await answer({ key, method: request.method, body })
          : answer;
      return HttpResponse.json((reply.body ?? {}) as never, { status: reply.status ?? 200 });
    }),
  );
  return api;
}
