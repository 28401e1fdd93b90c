import type { Queryable } from '../db/database.js';

/**
 * The demo site's content (a band's site: pages, a journal, a tour), so the search, collection
 * list, tour dates and calendar blocks have real rows to read. Upserted at every start: event dates
 * are placed relative to `now`, so the tour is always partly upcoming.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoCollection {
  id: string;
  title: string;
  type: string;
  url: string;
}

interface DemoItem {
  id: string;
  collectionId: string | null;
  recordType: string;
  title: string;
  url: string;
  excerpt: string;
  body: string;
  tags?: string;
  author?: string;
  status?: number;
  /** Days from now (negative: in the past). */
  publishedDays?: number;
  startsDays?: number;
  /** Local hour of the start (UTC in the database). */
  startsHour?: number;
  durationHours?: number;
  venue?: string;
  city?: string;
  ticketUrl?: string;
  soldOut?: boolean;
}

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  { id: 'journal', title: 'Journal', type: 'blog', url: '/journal' },
  { id: 'tour', title: 'Tour', type: 'events', url: '/tour' },
];

const PAGES: DemoItem[] = [
  {
    id: 'about',
    collectionId: null,
    recordType: 'page',
    title: 'About Harbour Lights',
    url: '/about',
    excerpt: 'A four-piece folk band from the north coast, writing songs about tides, lighthouses and long winters.',
    body: 'Harbour Lights formed in a boathouse in 2016. Mara sings and plays the fiddle, Jonas plays guitar, Ines the double bass and Teo drums. Our third album, Salt Roads, was recorded live in a lighthouse keeper’s cottage.',
    publishedDays: -400,
  },
  {
    id: 'contact',
    collectionId: null,
    recordType: 'page',
    title: 'Contact and bookings',
    url: '/contact',
    excerpt: 'Booking enquiries, press and everything else.',
    body: 'For festival and venue bookings write to our agent. Press photos and the technical rider are on the press page. We answer fan mail on Fridays.',
    publishedDays: -380,
  },
  {
    id: 'shop',
    collectionId: null,
    recordType: 'page',
    title: 'Shop: vinyl, CDs and prints',
    url: '/shop',
    excerpt: 'Salt Roads on vinyl, signed CDs, and lighthouse prints.',
    body: 'Every order ships in recycled packaging. Vinyl is pressed on 180 g black wax; the limited sea-green edition is sold out.',
    publishedDays: -200,
  },
  {
    id: 'lyrics-salt-roads',
    collectionId: null,
    recordType: 'page',
    title: 'Lyrics: Salt Roads',
    url: '/lyrics/salt-roads',
    excerpt: 'The words to every song on Salt Roads.',
    body: 'Salt roads run down to the water, and the lighthouse keeps its watch. Morning tide, carry me home. The harbour lights are calling.',
    publishedDays: -150,
  },
  {
    id: 'draft-secret-album',
    collectionId: null,
    recordType: 'page',
    title: 'Secret album announcement',
    url: '/secret-album',
    excerpt: 'Not published yet.',
    body: 'This draft about the lighthouse must never appear in search.',
    status: 4,
    publishedDays: -1,
  },
];

const POST_TOPICS: Array<[string, string, string, string]> = [
  ['Recording Salt Roads in a lighthouse', 'Three weeks, one cottage and a storm that knocked out the power twice.', 'We recorded the whole album live around one microphone in a lighthouse keeper’s cottage. The storm on day nine is on the last track.', 'recording, lighthouse'],
  ['Why we still press vinyl', 'The sea-green edition sold out in two days.', 'Vinyl makes you listen to an album in order. We press on 180 g wax at a small plant two hours up the coast.', 'vinyl, shop'],
  ['Tour diary: the ferry gigs', 'Playing on a car ferry is harder than it looks.', 'Five crossings, five sets, and one very seasick bass player. The ferry company has invited us back next summer.', 'tour, diary'],
  ['Mara’s fiddle, restored', 'A 1920s fiddle gets a new soundpost.', 'After a hundred years of salty air, the fiddle needed a new soundpost and bridge. It has never sounded better.', 'instruments'],
  ['New single: Morning Tide', 'Out on Friday, with a video shot at dawn.', 'Morning Tide is the first song we wrote for the new record. The video was filmed at 5 a.m. on the harbour wall.', 'release, single'],
  ['Songwriting in winter', 'Long nights, short days, a lot of tea.', 'Most of our songs are written between November and February, when the harbour is quiet and the days are short.', 'songwriting'],
  ['Playing the harbour festival', 'Our hometown show, with a brass band.', 'The harbour festival asked us to close the main stage. We are bringing the town brass band along for the last three songs.', 'festival, tour'],
  ['The gear we tour with', 'Everything fits in one van. Just.', 'Two guitars, a double bass, a small drum kit, one fiddle and a suitcase of cables. The van is called Marigold.', 'gear, tour'],
  ['A lighthouse keeper’s playlist', 'Songs for long watches.', 'We asked the last keeper of our local lighthouse what he listened to on night watches. Here is his list.', 'playlist, lighthouse'],
  ['Thank you, Oslo', 'The biggest crowd we have played to.', 'Two thousand people sang Harbour Lights back at us in Oslo. We are still not over it.', 'tour, thanks'],
  ['Learning the double bass', 'Ines on switching from cello.', 'The double bass is a cello that wants to dance, says Ines. She switched instruments three weeks before our first gig.', 'instruments'],
  ['Behind the album art', 'The print on the cover is a real sea chart.', 'The cover of Salt Roads is a 1910 sea chart of our harbour, found in the lighthouse cottage attic.', 'art, recording'],
  ['Rehearsing in the boathouse', 'Where it all started.', 'We still rehearse in the same boathouse where the band began. The acoustics are excellent; the heating is not.', 'rehearsal'],
  ['Special characters: 100% C++ & “quotes”', 'A test post with symbols in it.', 'Some readers search with odd characters like C++, 100%, & and quotes; the search must still work.', 'test'],
];

const POSTS: DemoItem[] = POST_TOPICS.map(([title, excerpt, body, tags], i) => ({
  id: `post-${i + 1}`,
  collectionId: 'journal',
  recordType: 'text',
  title,
  url: `/journal/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
  excerpt,
  body,
  tags,
  author: ['Mara', 'Jonas', 'Ines', 'Teo'][i % 4]!,
  publishedDays: -(i * 9 + 2),
}));

const TOUR: Array<[number, string, string, number, boolean?]> = [
  [-40, 'Kulturhuset', 'Oslo', 20],
  [-12, 'The Boathouse', 'Bergen', 19],
  [-3, 'Harbour Festival', 'Stavanger', 18],
  [2, 'Vega', 'Copenhagen', 20],
  [5, 'Debaser', 'Stockholm', 20, true],
  [9, 'The Old Fruitmarket', 'Glasgow', 19],
  [12, 'Whelan’s', 'Dublin', 20],
  [16, 'Union Chapel', 'London', 19],
  [21, 'Paradiso', 'Amsterdam', 21],
  [27, 'Lido', 'Berlin', 20],
  [34, 'Reykjavik Folk Festival', 'Reykjavik', 17],
  [48, 'Ferry Gig: Northern Crossing', 'Hirtshals', 14],
];

const EVENTS: DemoItem[] = TOUR.map(([days, venue, city, hour, soldOut], i) => ({
  id: `tour-${i + 1}`,
  collectionId: 'tour',
  recordType: 'event',
  title: `Harbour Lights live in ${city}`,
  url: `/tour/${city.toLowerCase()}-${i + 1}`,
  excerpt: `${venue}, ${city}. Doors one hour before the show.`,
  body: `An evening of songs from Salt Roads and the new single Morning Tide at ${venue}.`,
  tags: 'tour, live',
  startsDays: days,
  startsHour: hour,
  durationHours: 2,
  venue,
  city,
  ticketUrl: `https://tickets.example/harbour-lights/${i + 1}`,
  soldOut: soldOut ?? false,
  publishedDays: -60,
}));

export const DEMO_ITEMS: readonly DemoItem[] = [...PAGES, ...POSTS, ...EVENTS];

function dayAt(now: Date, days: number, hour: number): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

const ITEM_FIELDS = [
  'id',
  'collection_id',
  'record_type',
  'title',
  'url_path',
  'excerpt',
  'body',
  'tags',
  'author',
  'status',
  'published_at',
  'starts_at',
  'ends_at',
  'venue',
  'city',
  'ticket_url',
  'sold_out',
] as const;

function itemRow(item: DemoItem, now: Date): unknown[] {
  const starts = item.startsDays === undefined ? null : dayAt(now, item.startsDays, item.startsHour ?? 19);
  const ends = starts && item.durationHours ? new Date(starts.getTime() + item.durationHours * 3600_000) : null;
  const published = item.publishedDays === undefined ? null : dayAt(now, item.publishedDays, 9);
  return [
    item.id,
    item.collectionId,
    item.recordType,
    item.title,
    item.url,
    item.excerpt,
    item.body,
    item.tags ?? '',
    item.author ?? null,
    item.status ?? 1,
    published?.toISOString() ?? null,
    starts?.toISOString() ?? null,
    ends?.toISOString() ?? null,
    item.venue ?? null,
    item.city ?? null,
    item.ticketUrl ?? null,
    item.soldOut ?? false,
  ];
}

/** Inserts or refreshes the demo content: two statements, so every app start (and test) stays quick. */
export async function seedDemoContent(db: Queryable, now: Date = new Date()): Promise<void> {
  const collectionParams = DEMO_COLLECTIONS.flatMap((c) => [c.id, c.title, c.type, c.url]);
  const collectionValues = DEMO_COLLECTIONS.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ');
  await db.query(
    `INSERT INTO content_collections (id, title, collection_type, url_path) VALUES ${collectionValues}
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, collection_type = EXCLUDED.collection_type, url_path = EXCLUDED.url_path`,
    collectionParams,
  );
  const width = ITEM_FIELDS.length;
  const itemValues = DEMO_ITEMS.map((_, i) => `(${ITEM_FIELDS.map((__, j) => `$${i * width + j + 1}`).join(', ')})`).join(', ');
  const updates = ITEM_FIELDS.filter((field) => field !== 'id')
    .map((field) => `${field} = EXCLUDED.${field}`)
    .join(', ');
  await db.query(
    `INSERT INTO content_items (${ITEM_FIELDS.join(', ')}) VALUES ${itemValues} ON CONFLICT (id) DO UPDATE SET ${updates}`,
    DEMO_ITEMS.flatMap((item) => itemRow(item, now)),
  );
}
