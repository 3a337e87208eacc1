import { useQuery } from '@tanstack/react-query';
import { listCertificates } from '@club/contract';
import { call, fileCallHeaders } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { certificatesKeys } from '@/lib/query-keys';

/** spec 02 §7 GET behaviour certificates: the company's, for every member. */
export function useCertificates() {
  return useQuery({
    queryKey: certificatesKeys.all,
    queryFn: ({ signal }) => call(listCertificates, { signal }),
    select: (answer) => answer.data,
  });
}

/** The certificate's PDF, fetched with the session (the file is the company's) and saved by the browser. */
export async function downloadCertificate(uuid: string, filename: string): Promise<void> {
  const response = await fetch(`/api/v1/certificates/${uuid}/pdf`, { headers: fileCallHeaders() });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined), null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
