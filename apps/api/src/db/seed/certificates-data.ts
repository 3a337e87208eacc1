import { inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { certificates, companyCertificates } from '../schema/certificates';
import { companies } from '../schema/companies';

/** Behaviour certificates the club awards (spec 02 §3); names and texts are ours. */
export const DEMO_CERTIFICATES = [
  {
    slug: 'certified-installer',
    name: 'Certified installer',
    description: 'Completed the brand’s installation training and installs roof windows to its guidelines.',
    icon: 'badge-check',
    longevityMonths: 24,
  },
  {
    slug: 'safe-work-at-height',
    name: 'Safe work at height',
    description:
      'The team works on roofs with fall protection and follows the safety checklist on every site.',
    icon: 'shield',
    longevityMonths: 12,
  },
  {
    slug: 'top-partner',
    name: 'Top partner',
    description:
      'Among the club’s most active installers of the year, with consistently documented projects.',
    icon: 'star',
    longevityMonths: 12,
  },
] as const;

/** Which demo company holds which certificate, and how many days ago it was awarded. */
const AWARDS: { company: string; slug: string; daysAgo: number }[] = [
  { company: 'Dachy Nowak Sp. z o.o.', slug: 'certified-installer', daysAgo: 200 },
  { company: 'Dachy Nowak Sp. z o.o.', slug: 'safe-work-at-height', daysAgo: 40 },
  { company: 'Střechy Dvořák s.r.o.', slug: 'certified-installer', daysAgo: 500 },
  { company: 'Střechy Dvořák s.r.o.', slug: 'top-partner', daysAgo: 90 },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoCertificates(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .insert(certificates)
    .values([...DEMO_CERTIFICATES])
    .onConflictDoNothing()
    .returning({ id: certificates.id, slug: certificates.slug, longevity: certificates.longevityMonths });
  const owners = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...new Set(AWARDS.map((a) => a.company))]));
  const values = AWARDS.flatMap((award) => {
    const certificate = rows.find((r) => r.slug === award.slug);
    const company = owners.find((o) => o.name === award.company);
    if (!certificate || !company) return [];
    const awarded = new Date(now.getTime() - award.daysAgo * 86_400_000);
    const expires = new Date(awarded);
    expires.setUTCMonth(expires.getUTCMonth() + certificate.longevity);
    return [
      {
        companyId: company.id,
        certificateId: certificate.id,
        awardedOn: isoDay(awarded),
        expiresOn: isoDay(expires),
      },
    ];
  });
  if (values.length > 0) await tx.insert(companyCertificates).values(values).onConflictDoNothing();
}
