import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, getPublicConfig, MESSAGES, PLATFORM_HEADER, WEB_PLATFORM } from '@club/contract';
import { call } from './api-client';
import { ApiError } from './api-error';
import { maintenanceStore } from './maintenance';
import { queryClient } from './query-client';
import { userKeys } from './query-keys';
import { sessionStore } from './session';

const updateThing = defineEndpoint({
  method: 'PATCH',
  path: '/v1/things/:id',
  access: 'user',
  params: z.object({ id: z.number() }),
  query: z.object({ page: z.number(), types: z.array(z.string()), empty: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: { 200: z.object({ ok: z.boolean() }) },
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

/** A fetch that only settles when its signal aborts, like a server that never answers. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

describe('api client', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    sessionStore.clear();
    maintenanceStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('builds the URL under /api, sends JSON with the platform header and no token when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const result = await call(updateThing, {
      params: { id: 7 },
      query: { page: 2, types: ['news', 'video'] },
      body: { name: 'Roof' },
    });
    expect(result).toEqual({ ok: true });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/things/7?page=2&types=news&types=video');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"name":"Roof"}');
    expect(headers.get(PLATFORM_HEADER)).toBe(WEB_PLATFORM);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the stored token as a Bearer token', async () => {
    sessionStore.set({ token: 'abc.def', refresh_token: 'r', expiresAt: '2030-01-01T00:00:00Z' });
    fetchMock.mockResolvedValue(json(200, { behaviours: {} }));
    await call(getPublicConfig);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer abc.def');
    expect(lastRequest().init.body).toBeUndefined();
  });

  it('rejects with the contract error shape: message, code and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'Invalid data', errors: { phone: [MESSAGES.invalidPhone] } }),
    );
    const error = await call(getPublicConfig).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid data',
      errors: { phone: [MESSAGES.invalidPhone] },
    });

    fetchMock.mockResolvedValue(json(404, { message: MESSAGES.installerNotFound, code: 'not_found' }));
    await expect(call(getPublicConfig)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('uses the generic message when an error has no usable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(getPublicConfig)).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.somethingWentWrong,
    });
  });

  it('switches to maintenance on 503', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'Maintenance', code: 'maintenance' }));
    await expect(call(getPublicConfig)).rejects.toMatchObject({ status: 503 });
    expect(maintenanceStore.isActive()).toBe(true);
  });

  it('refetches the user on 401', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized', code: 'unauthorized' }));
    await expect(call(getPublicConfig)).rejects.toMatchObject({ status: 401 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
  });

  it('does not refetch the user from inside the user query itself', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }));
    const userFetch = queryClient.fetchQuery({
      queryKey: userKeys.all,
      queryFn: () => call(getPublicConfig),
    });
    await expect(userFetch).rejects.toMatchObject({ status: 401 });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers a call cancelled by its caller with the synthetic status 499', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = call(getPublicConfig, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 499, code: 'request_cancelled' });

    await expect(call(getPublicConfig, { signal: controller.signal })).rejects.toMatchObject({ status: 499 });
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = call(getPublicConfig).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 408, code: 'timeout' });
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(getPublicConfig)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
