import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { systemClock } from '../../lib/clock';
import { prepareDatabase } from '../prepare';
import { contents } from '../schema/content';
import { DEMO_ARTICLES, DEMO_VIDEOS } from './content-data';

const ctx = setupTestApp();
const rows = async () => (await ctx.database.db.select({ n: count() }).from(contents))[0]?.n ?? 0;

describe('demo news and videos', () => {
  it('are part of the first seed', async () => {
    expect(await rows()).toBe(DEMO_ARTICLES.length + DEMO_VIDEOS.length);
  });

  it('are written into a database seeded before they existed, and never twice', async () => {
    await ctx.database.db.delete(contents);
    await prepareDatabase(ctx.database, { seedDemoData: true, clock: systemClock });
    expect(await rows()).toBe(DEMO_ARTICLES.length + DEMO_VIDEOS.length);
    await prepareDatabase(ctx.database, { seedDemoData: true, clock: systemClock });
    expect(await rows()).toBe(DEMO_ARTICLES.length + DEMO_VIDEOS.length);
  });

  it("leave a table with operators' own content alone, and stay out of production databases", async () => {
    await ctx.database.db.delete(contents).where(eq(contents.type, 'video'));
    await prepareDatabase(ctx.database, { seedDemoData: true, clock: systemClock });
    expect(await rows()).toBe(DEMO_ARTICLES.length);
    await ctx.database.db.delete(contents);
    await prepareDatabase(ctx.database, { seedDemoData: false, clock: systemClock });
    expect(await rows()).toBe(0);
  });
});
