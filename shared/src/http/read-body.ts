/** Reads a JSON body; empty or non-JSON bodies give undefined (a proxy's HTML error page, 204). */
export const readJsonBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Responses are wrapped in a data field (spec §3, §7). */
export const unwrapData = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
