import { useQuery } from '@tanstack/react-query';
import { getQrCode, listMarketingServices, type MarketingData, type OrderFile } from '@club/contract';
import { call, fileCallHeaders } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES, NETWORK_STATUS, toApiError } from '@/lib/api-error';
import { marketingKeys } from '@/lib/query-keys';

/** spec 03 §3 services, in the user's language (the server's). */
export function useMarketingServices(enabled: boolean) {
  return useQuery({
    queryKey: marketingKeys.services(),
    queryFn: ({ signal }) => call(listMarketingServices, { signal }),
    select: (answer) => answer.data,
    enabled,
    staleTime: Infinity,
  });
}

/** spec 03 §7 GET QR code of the (debounced) sticker link. */
export function useQrCode(link: string) {
  return useQuery({
    queryKey: marketingKeys.qrCode(link),
    queryFn: ({ signal }) => call(getQrCode, { query: { data: link }, signal }),
    select: (answer) => answer.data,
    enabled: link.length > 0,
    staleTime: Infinity,
  });
}

/**
 * spec 03 §7 POST order file upload, with its progress (0..1): XMLHttpRequest, since fetch reports no
 * upload progress. Rejects with an ApiError (413, 422 on `file`, 429) as the API client would.
 */
export function uploadLogo(file: File, onProgress: (share: number) => void): Promise<OrderFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/orders/files');
    for (const [name, value] of Object.entries(fileCallHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body) resolve(body as OrderFile);
      else reject(toApiError(request.status, body, request.getResponseHeader('Retry-After')));
    };
    request.onerror = () =>
      reject(new ApiError({ status: NETWORK_STATUS, code: CLIENT_ERROR_CODES.network }));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** The proof PDF of the form as it stands, fetched with the session; an object URL to open. */
export async function fetchProof(variant: string, data: MarketingData): Promise<string> {
  const response = await fetch('/api/v1/shop/marketing/proof', {
    method: 'POST',
    headers: { ...fileCallHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant, data }),
  }).catch(() => {
    throw new ApiError({ status: NETWORK_STATUS, code: CLIENT_ERROR_CODES.network });
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined), null);
  return URL.createObjectURL(await response.blob());
}
