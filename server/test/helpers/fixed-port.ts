/**
 * For the few servers that must be told their port up front (nginx, PostgreSQL): a port below
 * the kernel's ephemeral range (32768–60999 on Linux), so no outgoing connection can take it,
 * and a retry on another one when the start fails because something else listens there. Nothing
 * reserves a port and releases it (issue 21 item 1).
 */
const LOW = 20_000;
const HIGH = 32_000;

export function somePort(): number {
  return LOW + Math.floor(Math.random() * (HIGH - LOW));
}

/** True for an error (or a server's output) saying the address is taken. */
export function addressInUse(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error);
  return /EADDRINUSE|address already in use|could not bind|could not create any TCP\/IP sockets/i.test(text);
}

/** Runs `start` on random ports until it does not fail on a taken address (at most `attempts` times). */
export async function onSomePort<T>(start: (port: number) => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(somePort());
    } catch (error) {
      if (attempt >= attempts || !addressInUse(error)) throw error;
    }
  }
}

/** Runs `start` on the same `port` until it is free again (a restart), waiting a little between tries. */
export async function onSamePort<T>(start: () => Promise<T>, attempts = 40): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !addressInUse(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
