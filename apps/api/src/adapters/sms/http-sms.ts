import type { SmsAdapter } from './sms-adapter';

export interface HttpSmsOptions {
  url: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS provider: POST `{ to, from, text }` as JSON with a Bearer token. Any answer other
 * than 2xx is a failure, so the outbox job retries it.
 */
export function createHttpSmsAdapter(options: HttpSmsOptions): SmsAdapter {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, from: options.sender, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
      await response.body?.cancel();
    },
  };
}
