import { languageByLocale, regionByCode, type Locale } from '@club/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import { contentTranslations, contents, type NewContentRow } from '../schema/content';

/**
 * Demo news and tutorial videos (spec 02 §2 News and Resources): club-wide items in English (region 1)
 * and a few Polish and Czech ones for the demo companies' regions. Facts are from public sources; the
 * sentences are ours. Thumbnails are same-origin drawings under apps/web/public/content/.
 */

const ALL = 1;
const PL = regionByCode('PL')?.id ?? 10;
const CZ = regionByCode('CZ')?.id ?? 5;

/** The language each region's demo items are written in; region 1's are in English. */
const languageOfRegion = (regionId: number) =>
  (regionId === PL ? languageByLocale('pl') : regionId === CZ ? languageByLocale('cs') : undefined)?.id ??
  languageByLocale('en')?.id ??
  5;

const THUMBNAILS = {
  roof: '/content/roof-window.svg',
  installer: '/content/installer.svg',
  insulation: '/content/insulation.svg',
  video: '/content/video.svg',
} as const;

interface ArticleText {
  title: string;
  paragraphs: string[];
  list?: string[];
  link?: { href: string; text: string };
}

interface DemoArticle extends ArticleText {
  regionId: number;
  /** Days before the seed run the article was published. */
  daysAgo: number;
  thumbnail: string | null;
  /** The article in other languages (#15 b): readers of those languages get it instead. */
  translations?: Partial<Record<Locale, ArticleText>>;
}

interface DemoVideo {
  regionId: number;
  title: string;
  daysAgo: number;
  youtubeId: string;
  description: string;
  translations?: Partial<Record<Locale, { title: string; description: string }>>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function articleHtml(article: ArticleText): string {
  const [first, ...rest] = article.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const list = article.list
    ? `<ul>${article.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : '';
  const link = article.link
    ? `<p><a href="${escapeHtml(article.link.href)}">${escapeHtml(article.link.text)}</a></p>`
    : '';
  return [first ?? '', list, ...rest, link].join('');
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    regionId: ALL,
    title: 'Spring season bonus: double points on flashings',
    daysAgo: 1,
    thumbnail: THUMBNAILS.roof,
    paragraphs: [
      'From 1 March to 30 April every flashing you scan counts twice towards your tier progress. The bonus is added automatically when the project survey is sent.',
      'Scans made offline count too, as long as they reach the app before the end of the campaign.',
    ],
    list: ['Valid for all flashing types', 'Points are added after the survey', 'Offline scans are included'],
    translations: {
      pl: {
        title: 'Wiosenna premia: podwójne punkty za kołnierze',
        paragraphs: [
          'Od 1 marca do 30 kwietnia każdy zeskanowany kołnierz liczy się podwójnie do postępu w poziomach. Premia jest dodawana automatycznie po wysłaniu ankiety projektu.',
          'Skany zrobione offline też się liczą, jeśli dotrą do aplikacji przed końcem akcji.',
        ],
        list: [
          'Dotyczy wszystkich typów kołnierzy',
          'Punkty są dodawane po ankiecie',
          'Skany offline się liczą',
        ],
      },
      cs: {
        title: 'Jarní bonus: dvojnásobné body za lemování',
        paragraphs: [
          'Od 1. března do 30. dubna se každé naskenované lemování počítá do postupu v úrovních dvakrát. Bonus se přičte automaticky po odeslání dotazníku projektu.',
          'Počítají se i skeny pořízené offline, pokud dorazí do aplikace před koncem akce.',
        ],
        list: [
          'Platí pro všechny typy lemování',
          'Body se přičtou po dotazníku',
          'Skeny offline se počítají',
        ],
      },
    },
  },
  {
    regionId: ALL,
    title: 'New in the app: offline scanning on the roof',
    daysAgo: 4,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'No signal on the roof? Keep scanning. The app now saves scans on the phone and sends them as soon as the connection returns.',
      'Open the offline scans list to see what is waiting. Each scan keeps its photo, so nothing has to be entered twice.',
    ],
    translations: {
      pl: {
        title: 'Nowość w aplikacji: skanowanie offline na dachu',
        paragraphs: [
          'Brak zasięgu na dachu? Skanuj dalej. Aplikacja zapisuje skany w telefonie i wysyła je, gdy tylko wróci połączenie.',
          'Lista skanów offline pokazuje, co czeka na wysłanie. Każdy skan zachowuje swoje zdjęcie, więc niczego nie trzeba wpisywać dwa razy.',
        ],
      },
      cs: {
        title: 'Novinka v aplikaci: skenování offline na střeše',
        paragraphs: [
          'Na střeše není signál? Skenujte dál. Aplikace ukládá skeny do telefonu a odešle je, jakmile se spojení vrátí.',
          'Seznam skenů offline ukazuje, co čeká na odeslání. Každý sken si ponechá svou fotku, takže nic nemusíte zadávat dvakrát.',
        ],
      },
    },
  },
  {
    regionId: ALL,
    title: 'Five checks before you fit a roof window',
    daysAgo: 7,
    thumbnail: THUMBNAILS.roof,
    paragraphs: [
      'Most callbacks start before the window is even unpacked. A few minutes of checking saves an afternoon of rework.',
      'Manufacturers typically allow roof windows on pitches from 15 to 90 degrees; below that, use a flat-roof solution.',
    ],
    list: [
      'Confirm the roof pitch against the product’s range',
      'Check the rafter spacing and plan the trimmers',
      'Match the flashing to the roofing material and its profile',
      'Plan the vapour barrier connection before cutting',
      'Keep the installation manual on site',
    ],
    translations: {
      pl: {
        title: 'Pięć rzeczy do sprawdzenia przed montażem okna dachowego',
        paragraphs: [
          'Większość reklamacji zaczyna się, zanim okno zostanie rozpakowane. Kilka minut sprawdzania oszczędza popołudnie poprawek.',
          'Producenci zwykle dopuszczają okna dachowe przy kącie nachylenia od 15 do 90 stopni; poniżej tego zastosuj rozwiązanie do płaskiego dachu.',
        ],
        list: [
          'Porównaj kąt nachylenia dachu z zakresem produktu',
          'Sprawdź rozstaw krokwi i zaplanuj wymiany',
          'Dobierz kołnierz do pokrycia i jego profilu',
          'Zaplanuj połączenie paroizolacji przed cięciem',
          'Miej instrukcję montażu na budowie',
        ],
      },
    },
  },
  {
    regionId: ALL,
    title: 'Working at height: the basics that keep you safe',
    daysAgo: 11,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'Falls from height remain one of the most common causes of serious accidents in construction across Europe. Edge protection, anchor points and harnesses are not optional extras.',
      'Inspect your harness and lanyard before each job and replace anything with cuts, burns or stiff webbing.',
    ],
    link: {
      href: 'https://osha.europa.eu/en/themes/work-at-height',
      text: 'EU-OSHA guidance on work at height',
    },
  },
  {
    regionId: ALL,
    title: 'Insulation collars: why the gap matters',
    daysAgo: 15,
    thumbnail: THUMBNAILS.insulation,
    paragraphs: [
      'The gap between the window frame and the roof structure is where heat escapes and condensation forms. An insulation collar closes it in minutes.',
      'Fit the collar before the flashing, press it tight against the frame and check that no part of the gap stays open.',
    ],
    list: ['Less heat loss around the frame', 'No cold bridge, no mould', 'Quicker than foam and cleaner'],
  },
  {
    regionId: ALL,
    title: 'Energy rules for buildings are tightening',
    daysAgo: 20,
    thumbnail: THUMBNAILS.insulation,
    paragraphs: [
      'The revised EU Energy Performance of Buildings Directive, adopted in 2024, asks for new buildings to be zero-emission from 2030, and from 2028 for buildings owned by public authorities.',
      'For renovation customers this means better windows and better fitting. Talk about U-values and airtightness early: it helps the customer and your quote.',
    ],
    link: {
      href: 'https://energy.ec.europa.eu/topics/energy-efficiency/energy-efficient-buildings/energy-performance-buildings-directive_en',
      text: 'The directive on the European Commission’s site',
    },
  },
  {
    regionId: ALL,
    title: 'Tier progress now resets on 1 January',
    daysAgo: 26,
    thumbnail: null,
    paragraphs: [
      'Tier progress counts the products you scan in the calendar year. On 1 January every company starts the new year from zero, keeping its points balance.',
      'Your current tier and what is left to the next level are on the balance screen.',
    ],
    translations: {
      pl: {
        title: 'Postęp w poziomach liczy się od 1 stycznia',
        paragraphs: [
          'Postęp w poziomach liczy produkty zeskanowane w roku kalendarzowym. 1 stycznia każda firma zaczyna nowy rok od zera i zachowuje saldo punktów.',
          'Twój obecny poziom i to, ile brakuje do następnego, znajdziesz na ekranie salda.',
        ],
      },
    },
  },
  {
    regionId: ALL,
    title: 'Winter installation checklist',
    daysAgo: 33,
    thumbnail: THUMBNAILS.roof,
    paragraphs: [
      'Cold weather is no reason to stop, but it changes the order of work. Keep materials dry and warm until they are fitted.',
      'Sealing tapes and adhesives have a minimum application temperature: read it on the pack before you start.',
    ],
    list: [
      'Store flashings flat and dry',
      'Clear snow and ice from the work area',
      'Warm adhesives before use',
    ],
  },
  {
    regionId: ALL,
    title: 'Photos that speed up product checks',
    daysAgo: 40,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'When a product has no unique tag, the app asks for a photo of its label. A sharp photo is approved faster.',
      'Hold the phone parallel to the label, avoid glare from the sun and make sure the whole code is in the frame.',
    ],
    translations: {
      pl: {
        title: 'Zdjęcia, które przyspieszają sprawdzanie produktów',
        paragraphs: [
          'Gdy produkt nie ma unikalnej etykiety, aplikacja prosi o zdjęcie jego etykiety. Ostre zdjęcie jest zatwierdzane szybciej.',
          'Trzymaj telefon równolegle do etykiety, unikaj odblasków słońca i sprawdź, czy cały kod mieści się w kadrze.',
        ],
      },
    },
  },
  {
    regionId: ALL,
    title: 'Customer leads: answer within two days',
    daysAgo: 48,
    thumbnail: null,
    paragraphs: [
      'Homeowners who ask for an installer usually contact more than one. Companies that answer a lead within two days win the job far more often.',
      'Mark the lead as contacted in the app once you have spoken to the customer, so that no reminder is sent.',
    ],
  },
  {
    regionId: ALL,
    title: 'Replacing an old roof window step by step',
    daysAgo: 57,
    thumbnail: THUMBNAILS.roof,
    paragraphs: [
      'Most roof windows fitted in the 1990s can be replaced with a new window of the same size code, without changing the opening.',
      'Remove the sash first, then the old flashing and frame. Check the trimmers and the vapour barrier while the opening is free.',
    ],
    list: [
      'Protect the interior from dust',
      'Keep the old size code for ordering',
      'Replace the insulation collar too',
    ],
  },
  {
    regionId: ALL,
    title: 'Meet the club: what your points can buy',
    daysAgo: 65,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'Points from closed projects can be spent in the club shop on tools, workwear and training, or moved to the company’s club card.',
      'Points earned in one year stay valid until the end of the following year.',
    ],
  },
  {
    regionId: ALL,
    title: 'Safety note on displayed articles',
    daysAgo: 72,
    thumbnail: null,
    paragraphs: [
      'Articles are written by the club team and checked before they appear in the app.',
      'If something in an article looks wrong, tell us through the support chat.',
    ],
  },
  {
    regionId: ALL,
    title: 'Roof windows and daylight: what the figures say',
    daysAgo: 80,
    thumbnail: THUMBNAILS.insulation,
    paragraphs: [
      'A window in the roof lets in considerably more daylight than a vertical window of the same size, because it faces the open sky.',
      'That is a strong argument for customers converting a loft: fewer windows, more light.',
    ],
  },
  {
    regionId: ALL,
    title: 'How project surveys earn your points',
    daysAgo: 90,
    thumbnail: null,
    paragraphs: [
      'A project earns its points when its short survey is sent. Open projects without a survey show how many days are left.',
      'Some projects are checked by the club team first; they show “in review” until they are approved.',
    ],
  },
  {
    regionId: PL,
    title: 'Szkolenie montażowe w Krakowie – zapisy otwarte',
    daysAgo: 2,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'Zapraszamy na jednodniowe szkolenie praktyczne z montażu okien dachowych i kołnierzy. Zajęcia odbywają się na stanowiskach dachowych w małych grupach.',
      'Uczestnicy otrzymują certyfikat oraz dodatkowe punkty klubowe.',
    ],
    list: ['Montaż okna i kołnierza', 'Izolacja i paroizolacja', 'Najczęstsze błędy montażowe'],
    link: { href: 'https://www.skylight.example/pl/szkolenia', text: 'Terminy i zapisy' },
  },
  {
    regionId: PL,
    title: 'Nowy cennik od 1 kwietnia',
    daysAgo: 9,
    thumbnail: null,
    paragraphs: [
      'Od 1 kwietnia obowiązuje nowy cennik produktów. Zamówienia złożone do 31 marca realizujemy po dotychczasowych cenach.',
      'Aktualny cennik znajdziesz w zakładce Materiały.',
    ],
  },
  {
    regionId: PL,
    title: 'Program „Czyste Powietrze” a wymiana okien dachowych',
    daysAgo: 18,
    thumbnail: THUMBNAILS.insulation,
    paragraphs: [
      'Wymiana stolarki okiennej, w tym okien dachowych, może być częścią termomodernizacji dofinansowanej z programu „Czyste Powietrze”.',
      'Warto poinformować o tym klienta już przy wycenie – szczegóły i aktualne warunki są na stronie programu.',
    ],
    link: { href: 'https://czystepowietrze.gov.pl', text: 'Strona programu Czyste Powietrze' },
  },
  {
    regionId: PL,
    title: 'Zimowy montaż – na co uważać',
    daysAgo: 30,
    thumbnail: THUMBNAILS.roof,
    paragraphs: [
      'Taśmy uszczelniające i kleje mają minimalną temperaturę stosowania. Przed montażem sprawdź ją na opakowaniu.',
      'Przechowuj kołnierze w suchym miejscu i usuń śnieg z połaci przed rozpoczęciem pracy.',
    ],
  },
  {
    regionId: PL,
    title: 'Dzień otwarty w centrum szkoleniowym',
    daysAgo: 45,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'W sobotę zapraszamy instalatorów z rodzinami na dzień otwarty: pokazy montażu, konkurs z nagrodami i poczęstunek.',
    ],
  },
  {
    regionId: PL,
    title: 'Punkty za ankietę projektu – przypomnienie',
    daysAgo: 60,
    thumbnail: null,
    paragraphs: [
      'Punkty za projekt naliczamy po wysłaniu krótkiej ankiety. Niezamknięte projekty pokazują, ile dni zostało na jej wypełnienie.',
    ],
  },
  {
    regionId: CZ,
    title: 'Montážní školení v Brně',
    daysAgo: 3,
    thumbnail: THUMBNAILS.installer,
    paragraphs: [
      'Pořádáme praktické školení montáže střešních oken a lemování. Účastníci získají certifikát a klubové body navíc.',
    ],
    list: ['Montáž okna a lemování', 'Izolace a parozábrana', 'Nejčastější chyby'],
  },
  {
    regionId: CZ,
    title: 'Nový ceník od 1. dubna',
    daysAgo: 10,
    thumbnail: null,
    paragraphs: [
      'Od 1. dubna platí nový ceník výrobků. Objednávky podané do 31. března vyřídíme za dosavadní ceny.',
    ],
  },
  {
    regionId: CZ,
    title: 'Nová zelená úsporám a střešní okna',
    daysAgo: 25,
    thumbnail: THUMBNAILS.insulation,
    paragraphs: [
      'Výměna oken včetně střešních může být součástí renovace podpořené programem Nová zelená úsporám.',
      'Zmiňte to zákazníkovi už při nabídce – podmínky najdete na stránkách programu.',
    ],
    link: { href: 'https://novazelenausporam.cz', text: 'Stránky programu Nová zelená úsporám' },
  },
];

/**
 * The journey test's probe: a club-wide article whose stored HTML carries a script and an inline event
 * handler, which the web app's sanitiser must drop (spec: article HTML is sanitised on display). The image
 * has an empty alt and no size, so the dropped handler leaves nothing visible.
 */
export const SANITISER_PROBE_TITLE = 'Safety note on displayed articles';
const SANITISER_PROBE_HTML =
  '<script>window.__xss = 1</script><img src="x" alt="" onerror="window.__xss = 1">';

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    regionId: ALL,
    title: 'Fitting a roof window in a tiled roof',
    daysAgo: 5,
    youtubeId: 'kQ7vD2mRz4E',
    description:
      'The whole installation from marking the opening to the last flashing piece: cutting the battens, fixing the brackets, levelling the frame, fitting the insulation collar and the vapour barrier, and finishing the flashing on profiled tiles.',
    translations: {
      pl: {
        title: 'Montaż okna dachowego w dachu z dachówki',
        description:
          'Cały montaż od wyznaczenia otworu po ostatni element kołnierza: cięcie łat, mocowanie kątowników, poziomowanie ościeżnicy, kołnierz izolacyjny i paroizolacja oraz kołnierz do dachówki profilowanej.',
      },
      cs: {
        title: 'Montáž střešního okna do taškové krytiny',
        description:
          'Celá montáž od vyznačení otvoru po poslední díl lemování: řezání latí, upevnění úhelníků, vyrovnání rámu, izolační rám, parozábrana a lemování pro profilovanou krytinu.',
      },
    },
  },
  {
    regionId: ALL,
    title: 'Insulation collar and vapour barrier, done right',
    daysAgo: 12,
    youtubeId: 'Xp3LwB8nT0c',
    description:
      'How to close the gap between frame and rafters so no heat escapes, and how to join the vapour barrier collar to the existing membrane without folds or open corners.',
  },
  {
    regionId: ALL,
    title: 'Replacing an old roof window without touching the lining',
    daysAgo: 21,
    youtubeId: 'f9HsE1qVu6A',
    description:
      'An old window of the same size code comes out and a new one goes in from the outside. We show how to protect the interior and how to check the trimmers while the opening is free.',
  },
  {
    regionId: ALL,
    title: 'Flashings for flat tiles and slate',
    daysAgo: 30,
    youtubeId: 'Ln2YcR5wJ8k',
    description:
      'Choosing the right flashing for the roofing material, and fitting it so that water runs off even in heavy rain and driven snow.',
  },
  {
    regionId: ALL,
    title: 'Scanning products with the app',
    daysAgo: 38,
    youtubeId: 'Tz6gM0aPq3s',
    description:
      'Scan the QR code on the frame, check the product details and add it to a project. Works offline too: scans are sent when the connection returns.',
    translations: {
      pl: {
        title: 'Skanowanie produktów w aplikacji',
        description:
          'Zeskanuj kod QR na ościeżnicy, sprawdź dane produktu i dodaj go do projektu. Działa też offline: skany są wysyłane, gdy wróci połączenie.',
      },
      cs: {
        title: 'Skenování výrobků v aplikaci',
        description:
          'Naskenujte QR kód na rámu, zkontrolujte údaje výrobku a přidejte ho do projektu. Funguje i offline: skeny se odešlou, jakmile se spojení vrátí.',
      },
    },
  },
  {
    regionId: PL,
    title: 'Montaż okna dachowego w dachu z blachodachówki',
    daysAgo: 14,
    youtubeId: 'Wb4nK7sHd2Y',
    description:
      'Krok po kroku: wycięcie otworu, montaż okna, kołnierz izolacyjny i kołnierz uszczelniający do pokryć profilowanych.',
  },
  {
    regionId: CZ,
    title: 'Montáž střešního okna do tašek',
    daysAgo: 16,
    youtubeId: 'Ra8pJ3vLc5N',
    description:
      'Celá montáž krok za krokem: vyříznutí otvoru, osazení okna, izolační rám a lemování pro profilovanou krytinu.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoContentRows(now: Date): NewContentRow[] {
  // Whole hours before the seed run, so that two items of one day still have a fixed order.
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - 3_600_000);
  const articles = DEMO_ARTICLES.map((article): NewContentRow => ({
    type: 'news',
    regionId: article.regionId,
    languageId: languageOfRegion(article.regionId),
    title: article.title,
    bodyHtml: articleHtml(article) + (article.title === SANITISER_PROBE_TITLE ? SANITISER_PROBE_HTML : ''),
    thumbnailUrl: article.thumbnail,
    publishedAt: at(article.daysAgo),
    createdAt: at(article.daysAgo),
    updatedAt: at(article.daysAgo),
  }));
  const videos = DEMO_VIDEOS.map((video): NewContentRow => ({
    type: 'video',
    regionId: video.regionId,
    languageId: languageOfRegion(video.regionId),
    title: video.title,
    summary: video.description,
    youtubeId: video.youtubeId,
    thumbnailUrl: THUMBNAILS.video,
    publishedAt: at(video.daysAgo),
    createdAt: at(video.daysAgo),
    updatedAt: at(video.daysAgo),
  }));
  return [...articles, ...videos];
}

/**
 * Writes the demo news and videos into an empty `contents` table. Like reference data it is also written
 * into databases seeded before the table existed; a table with any row (operators' own content) is left
 * alone. Returns whether anything was written.
 */
export async function seedDemoContent(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contents);
  if ((row?.n ?? 0) > 0) return false;
  const inserted = await db
    .insert(contents)
    .values(demoContentRows(now))
    .returning({ id: contents.id, title: contents.title });
  const translations = demoTranslationRows(new Map(inserted.map((item) => [item.title, item.id])));
  if (translations.length > 0) await db.insert(contentTranslations).values(translations);
  return true;
}

/** The demo items' translations, for the items' ids by their (unique) titles. */
function demoTranslationRows(idByTitle: ReadonlyMap<string, number>) {
  const rowsOf = <T>(
    items: readonly { title: string; translations?: Partial<Record<Locale, T>> }[],
    toRow: (text: T) => { title: string; summary?: string; bodyHtml?: string },
  ) =>
    items.flatMap((item) =>
      Object.entries(item.translations ?? {}).flatMap(([locale, text]) => {
        const contentId = idByTitle.get(item.title);
        const languageId = languageByLocale(locale)?.id;
        return contentId && languageId && text ? [{ contentId, languageId, ...toRow(text as T) }] : [];
      }),
    );
  return [
    ...rowsOf(DEMO_ARTICLES, (text: ArticleText) => ({ title: text.title, bodyHtml: articleHtml(text) })),
    ...rowsOf(DEMO_VIDEOS, (text: { title: string; description: string }) => ({
      title: text.title,
      summary: text.description,
    })),
  ];
}
