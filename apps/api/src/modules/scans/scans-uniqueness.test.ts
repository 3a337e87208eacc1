import { MESSAGES } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createProject } from '../../../test/factories/projects';
import { createOwner } from '../../../test/factories/users';
import { createOperator } from '../../../test/factories/operators';
import { jpegPhoto } from '../../../test/images';
import { scanOf, uniqueSerial } from '../../../test/scans';

// ARCHITECTURE §6: a serial is registered once in the whole club, whatever the client says about it.
const ctx = setupTestApp();
const api = testApi(ctx);

describe('the serial register decides uniqueness itself', () => {
  it("refuses another company's serial sent as not unique, with a photo, alone and in a batch", async () => {
    const first = await createOwner(ctx.app);
    const second = await createOwner(ctx.app);
    const serial = uniqueSerial();
    const theirs = await createProject(ctx.app, first);
    expect((await api.as(first).post('/api/v1/scans', { body: scanOf(theirs.uuid, serial) })).status).toBe(
      201,
    );

    const mine = await createProject(ctx.app, second);
    const upload = await api.as(second).upload('/api/v1/scans/images', {
      field: 'image',
      filename: 'p.jpg',
      contentType: 'image/jpeg',
      bytes: await jpegPhoto(),
    });
    expect(upload.status).toBe(201);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await api.as(second).post('/api/v1/scans', {
        body: { ...scanOf(mine.uuid, serial), is_unique: false, image_data: upload.body.image_data },
      });
      expect(again.status).toBe(406);
      expect(again.body).toMatchObject({ code: 'already_scanned' });
    }
    const bulk = await api
      .as(second)
      .post('/api/v1/scans/bulk', { body: [{ ...scanOf(mine.uuid, serial), is_unique: false }] });
    expect(bulk.body).toEqual([
      expect.objectContaining({ status: 'error', reason: MESSAGES.productAlreadyScanned }),
    ]);
    const detail = await api.as(second).get(`/api/v1/projects/${mine.uuid}`);
    expect(detail.body.products).toEqual([]);
  });

  it('lets only the review roles read the review queue and decide', async () => {
    for (const role of ['content', 'fulfilment'] as const) {
      const operator = { operator: await createOperator(ctx.app, role) };
      expect((await api.as(operator).get('/api/admin/projects/review')).status).toBe(403);
      const decide = await api.as(operator).post(`/api/admin/projects/${crypto.randomUUID()}/review`, {
        body: { decision: 'approve' },
      });
      expect(decide.status).toBe(403);
    }
    const support = { operator: await createOperator(ctx.app, 'support') };
    expect((await api.as(support).get('/api/admin/projects/review')).status).toBe(200);
  });
});
