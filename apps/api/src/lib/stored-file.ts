import type { FastifyReply } from 'fastify';

/**
 * Headers of every stored file we serve (scan photos, and any upload to come). The type is the one our
 * own record holds, never the client's; the browser may not guess another (`nosniff`); the file is a
 * download when opened as a page (`attachment`: an <img> shows it all the same); and were it opened
 * anyway, its CSP lets it load nothing, run nothing, and puts it in a sandbox of a unique origin, so no
 * stored file can act as a page of ours. Pictures are re-encoded before they are stored
 * (lib/reencode-image.ts); these headers also cover files stored before that, or by other means.
 */
export function serveStoredFile(reply: FastifyReply, contentType: string, fileName: string): void {
  reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
}
