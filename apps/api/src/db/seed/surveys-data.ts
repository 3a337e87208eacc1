import { regionByCode } from '@club/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { surveyAssignments, surveyConfigurations, type SurveyLanguageText } from '../schema/surveys';
import { users } from '../schema/users';

interface DemoSurvey {
  surveyKey: string;
  /** Region code, or ALL for a club-wide survey. */
  region: string;
  languages: SurveyLanguageText[];
}

/** Surveys run in the external collector (spec 01 §2 Surveys), with texts in several languages. */
export const DEMO_SURVEYS: DemoSurvey[] = [
  {
    surveyKey: 'product-satisfaction-2026',
    region: 'ALL',
    languages: [
      {
        lang: 'en',
        title: 'How do our roof windows work for you?',
        tagline: 'Five minutes on fitting, quality and delivery. Your answers shape next year’s range.',
      },
      {
        lang: 'pl',
        title: 'Jak sprawdzają się nasze okna dachowe?',
        tagline:
          'Pięć minut o montażu, jakości i dostawach. Twoje odpowiedzi kształtują ofertę na kolejny rok.',
      },
      {
        lang: 'cs',
        title: 'Jak jste spokojeni s našimi střešními okny?',
        tagline: 'Pět minut o montáži, kvalitě a dodávkách. Vaše odpovědi ovlivní nabídku na příští rok.',
      },
      {
        lang: 'sk',
        title: 'Ako ste spokojní s našimi strešnými oknami?',
        tagline: 'Päť minút o montáži, kvalite a dodávkach. Vaše odpovede ovplyvnia ponuku na budúci rok.',
      },
    ],
  },
  {
    surveyKey: 'installation-habits',
    region: 'ALL',
    languages: [
      {
        lang: 'en',
        title: 'Your installation habits',
        tagline: 'Tell us how your crews fit windows on site: tools, flashings and time per window.',
      },
      {
        lang: 'pl',
        title: 'Twoje nawyki montażowe',
        tagline: 'Opowiedz, jak Twoje ekipy montują okna: narzędzia, kołnierze i czas na jedno okno.',
      },
      {
        lang: 'cs',
        title: 'Vaše montážní zvyklosti',
        tagline: 'Řekněte nám, jak vaše party montují okna: nářadí, lemování a čas na jedno okno.',
      },
    ],
  },
  {
    surveyKey: 'pl-flashing-kit-feedback',
    region: 'PL',
    languages: [
      {
        lang: 'pl',
        title: 'Nowy kołnierz uszczelniający – Twoja opinia',
        tagline: 'Montowałeś już nowy kołnierz? Daj znać, co działa, a co poprawić.',
      },
      {
        lang: 'en',
        title: 'The new flashing kit: your feedback',
        tagline: 'Have you fitted the new flashing kit yet? Tell us what works and what to improve.',
      },
    ],
  },
];

type Delay = 'none' | 'past' | 'future';

/** Pending items per demo user (by e-mail): none dismissed, at least one whose delay has ended. */
export const DEMO_SURVEY_ITEMS: Record<string, { surveyKey: string; delay: Delay }[]> = {
  'jan.nowak@example.com': [
    { surveyKey: 'product-satisfaction-2026', delay: 'none' },
    { surveyKey: 'installation-habits', delay: 'future' },
  ],
  'piotr.zielinski@example.com': [
    { surveyKey: 'product-satisfaction-2026', delay: 'none' },
    { surveyKey: 'installation-habits', delay: 'past' },
    { surveyKey: 'pl-flashing-kit-feedback', delay: 'none' },
  ],
  'tomas.dvorak@example.com': [
    { surveyKey: 'product-satisfaction-2026', delay: 'none' },
    { surveyKey: 'installation-habits', delay: 'past' },
  ],
  'lukas.svoboda@example.com': [{ surveyKey: 'product-satisfaction-2026', delay: 'none' }],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo survey configurations and the demo users' pending items; runs in the seed's transaction. */
export async function seedDemoSurveys(tx: Db, now: Date): Promise<void> {
  const configurations = await tx
    .insert(surveyConfigurations)
    .values(
      DEMO_SURVEYS.map((survey) => ({
        surveyKey: survey.surveyKey,
        regionId: regionByCode(survey.region)?.id ?? 1,
        languages: survey.languages,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: surveyConfigurations.id, surveyKey: surveyConfigurations.surveyKey });
  const configurationId = new Map(configurations.map((c) => [c.surveyKey, c.id]));

  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_SURVEY_ITEMS)));

  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const rows = people.flatMap((person) =>
    (DEMO_SURVEY_ITEMS[person.email] ?? []).flatMap((item, index) => {
      const surveyConfigurationId = configurationId.get(item.surveyKey);
      if (surveyConfigurationId === undefined) return [];
      return [
        {
          userId: person.id,
          surveyConfigurationId,
          // Offered some days ago, in the listed order (the list shows the oldest first).
          createdAt: at(index - 14),
          // "past": delayed a week ago for six days, so it is ready again; "future": still delayed.
          interactedAt: item.delay === 'none' ? null : at(item.delay === 'past' ? -7 : -1),
          delayedTo: item.delay === 'none' ? null : at(item.delay === 'past' ? -1 : 6),
        },
      ];
    }),
  );
  if (rows.length > 0) await tx.insert(surveyAssignments).values(rows).onConflictDoNothing();
}
