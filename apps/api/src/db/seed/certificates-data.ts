import { languageByLocale, type Locale } from '@club/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { certificateTranslations, certificates, companyCertificates } from '../schema/certificates';
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

/** The certificates in the demo companies' languages (#15 b); other languages read English. */
const TRANSLATIONS: Record<string, Partial<Record<Locale, { name: string; description: string }>>> = {
  'certified-installer': {
    pl: {
      name: 'Certyfikowany instalator',
      description: 'Ukończył szkolenie montażowe marki i montuje okna dachowe zgodnie z jej wytycznymi.',
    },
    cs: {
      name: 'Certifikovaný montážník',
      description: 'Absolvoval montážní školení značky a montuje střešní okna podle jejích pokynů.',
    },
  },
  'safe-work-at-height': {
    pl: {
      name: 'Bezpieczna praca na wysokości',
      description:
        'Zespół pracuje na dachach z zabezpieczeniem przed upadkiem i na każdej budowie przestrzega listy kontrolnej BHP.',
    },
    cs: {
      name: 'Bezpečná práce ve výškách',
      description:
        'Tým pracuje na střechách se zajištěním proti pádu a na každé stavbě dodržuje bezpečnostní kontrolní seznam.',
    },
  },
  'top-partner': {
    pl: {
      name: 'Najlepszy partner klubu',
      description:
        'Jeden z najaktywniejszych instalatorów klubu w roku, z rzetelnie udokumentowanymi projektami.',
    },
    cs: {
      name: 'Top partner klubu',
      description: 'Jeden z nejaktivnějších montážníků klubu v roce, s pečlivě zdokumentovanými projekty.',
    },
  },
};

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
  const translations = rows.flatMap((certificate) =>
    Object.entries(TRANSLATIONS[certificate.slug] ?? {}).flatMap(([locale, text]) => {
      const languageId = languageByLocale(locale)?.id;
      return languageId && text ? [{ certificateId: certificate.id, languageId, ...text }] : [];
    }),
  );
  if (translations.length > 0)
    await tx.insert(certificateTranslations).values(translations).onConflictDoNothing();
}
