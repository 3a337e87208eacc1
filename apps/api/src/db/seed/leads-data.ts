import type { LeadStatus } from '@club/contract';
import { eq } from 'drizzle-orm';
import { DEFAULT_LEAD_SETTINGS, stageTimes } from '../../modules/leads/lead-rules';
import type { Db } from '../database';
import { companies } from '../schema/companies';
import { leadEvents, leadProducts, leads } from '../schema/leads';

interface DemoLead {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  mobile: string;
  email: string | null;
  notes: string | null;
  customerRequested: string | null;
  clubNotes: string | null;
  /** The way the lead went, from new. */
  path: LeadStatus[];
  hoursAgo: number;
  installationInDays?: number;
  products: { product: string; quantity: number }[];
}

const DEMO_LEADS: DemoLead[] = [
  {
    firstName: 'Katarzyna',
    lastName: 'Wójcik',
    street: 'ul. Lipowa 12',
    postalCode: '05-500',
    city: 'Piaseczno',
    mobile: '601234567',
    email: 'k.wojcik@example.com',
    notes: 'Poddasze do adaptacji, dwa okna.',
    customerRequested: 'Proszę o kontakt po 16:00.',
    clubNotes: 'Klientka pyta też o rolety.',
    path: ['new'],
    hoursAgo: 3,
    products: [
      { product: 'RoofWindows', quantity: 2 },
      { product: 'Blinds', quantity: 2 },
    ],
  },
  {
    firstName: 'Tomasz',
    lastName: 'Lewandowski',
    street: 'ul. Klonowa 4',
    postalCode: '02-776',
    city: 'Warszawa',
    mobile: '602345678',
    email: null,
    notes: null,
    customerRequested: 'Wymiana starego okna.',
    clubNotes: null,
    path: ['new'],
    hoursAgo: 20,
    products: [{ product: 'RoofWindows', quantity: 1 }],
  },
  {
    firstName: 'Agnieszka',
    lastName: 'Kamińska',
    street: 'ul. Słoneczna 8',
    postalCode: '05-090',
    city: 'Raszyn',
    mobile: '603456789',
    email: 'agnieszka.k@example.com',
    notes: 'Dom jednorodzinny, dach płaski nad garażem.',
    customerRequested: null,
    clubNotes: null,
    path: ['new', 'interested'],
    hoursAgo: 30,
    products: [{ product: 'FlatRoofWindows', quantity: 1 }],
  },
  {
    firstName: 'Marcin',
    lastName: 'Zając',
    street: 'ul. Ogrodowa 21',
    postalCode: '05-120',
    city: 'Legionowo',
    mobile: '604567890',
    email: 'marcin.zajac@example.com',
    notes: null,
    customerRequested: 'Świetlik do łazienki.',
    clubNotes: null,
    path: ['new', 'interested', 'contacted'],
    hoursAgo: 72,
    products: [{ product: 'SunTunnels', quantity: 1 }],
  },
  {
    firstName: 'Ewa',
    lastName: 'Szymańska',
    street: 'ul. Brzozowa 3',
    postalCode: '05-800',
    city: 'Pruszków',
    mobile: '605678901',
    email: 'ewa.szymanska@example.com',
    notes: 'Trzy okna i kołnierze.',
    customerRequested: null,
    clubNotes: null,
    path: ['new', 'interested', 'contacted', 'agreed'],
    hoursAgo: 200,
    installationInDays: 12,
    products: [
      { product: 'RoofWindows', quantity: 3 },
      { product: 'Flashings', quantity: 3 },
    ],
  },
  {
    firstName: 'Paweł',
    lastName: 'Woźniak',
    street: 'ul. Polna 30',
    postalCode: '05-410',
    city: 'Józefów',
    mobile: '606789012',
    email: null,
    notes: null,
    customerRequested: null,
    clubNotes: null,
    path: ['new', 'interested', 'contacted', 'agreed', 'closed'],
    hoursAgo: 900,
    products: [{ product: 'RoofWindows', quantity: 2 }],
  },
  {
    firstName: 'Joanna',
    lastName: 'Dąbrowska',
    street: 'ul. Leśna 5',
    postalCode: '05-420',
    city: 'Józefów',
    mobile: '607890123',
    email: 'joanna.d@example.com',
    notes: null,
    customerRequested: null,
    clubNotes: null,
    path: ['new', 'not-interested'],
    hoursAgo: 400,
    products: [{ product: 'Blinds', quantity: 4 }],
  },
];

/**
 * Demo leads of the PL demo company (which accepts leads) in several statuses, each with the moves that
 * brought it there, so that the leads list, the archive and the dispatch desk show something on a first
 * start. No intake key is seeded: operators create one, and it is shown once.
 */
export async function seedDemoLeads(tx: Db, now: Date): Promise<void> {
  const [company] = await tx
    .select({ id: companies.id, regionId: companies.regionId })
    .from(companies)
    .where(eq(companies.registrationNumber, '5252344078'))
    .limit(1);
  if (!company) return;
  for (const demo of DEMO_LEADS) {
    const created = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
    const status = demo.path.at(-1) ?? 'new';
    const stepMs = Math.floor((now.getTime() - created.getTime()) / (demo.path.length + 1));
    const changed = new Date(created.getTime() + stepMs * (demo.path.length - 1));
    const installationDate =
      demo.installationInDays === undefined
        ? null
        : new Date(now.getTime() + demo.installationInDays * 86_400_000).toISOString().slice(0, 10);
    const times = stageTimes(status, changed, DEFAULT_LEAD_SETTINGS, installationDate);
    const [lead] = await tx
      .insert(leads)
      .values({
        regionId: company.regionId,
        companyId: company.id,
        status,
        firstName: demo.firstName,
        lastName: demo.lastName,
        street: demo.street,
        postalCode: demo.postalCode,
        city: demo.city,
        mobile: demo.mobile,
        email: demo.email,
        notes: demo.notes,
        customerRequested: demo.customerRequested,
        clubNotes: demo.clubNotes,
        installationDate,
        assignmentRound: 1,
        assignedAt: created,
        respondedAt: demo.path.length > 1 ? new Date(created.getTime() + stepMs) : null,
        statusChangedAt: changed,
        deadlineAt: times.deadlineAt,
        remindAt: times.remindAt && times.remindAt > now ? times.remindAt : null,
        createdAt: created,
        updatedAt: changed,
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('demo lead insert returned no row');
    await tx.insert(leadProducts).values(demo.products.map((p) => ({ leadId: lead.id, ...p })));
    await tx.insert(leadEvents).values(
      demo.path.map((to, i) => ({
        leadId: lead.id,
        actor: i === 0 ? 'intake' : 'user',
        companyId: company.id,
        fromStatus: i === 0 ? null : (demo.path[i - 1] ?? null),
        toStatus: to,
        createdAt: new Date(created.getTime() + stepMs * i),
      })),
    );
  }
}
