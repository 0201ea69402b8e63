import type { Database } from '@sitedesk/db/client';
import { sql } from 'drizzle-orm';

/** 100,000; `BENCH_DESK_INQUIRIES` sets another size for a quick run on a busy machine. */
export const benchInquiryCount = Number(process.env.BENCH_DESK_INQUIRIES ?? 100_000);

const list = (values: string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(',')}]`);

// Repeated entries weight the choice: most inquiries come from Germany and ask for a quote.
const countries = list('DE DE DE DE AT AT CH CH FR NL PL IT ES GB US SE DK CZ BE NO'.split(' '));
const topics = list(
  'quote quote quote product product service service partnership press careers other'.split(' '),
);
const firstNames = list(
  'Anna Jonas Lena Lukas Marie Felix Sofia Paul Emma Noah Julia Elias Clara Ben Laura Tom Sara Jan Eva Max'.split(
    ' ',
  ),
);
const lastNames = list(
  'Müller Schmidt Novak Dubois Rossi Jansen Kowalski Larsen Weber Fischer Meyer Wagner Becker Hoffmann Garcia Smith Svensson Nielsen Horvat Bauer'.split(
    ' ',
  ),
);
const companies = list(
  'Nordpack Recyclingwerk Alpenpapier Hansa Logistics Rheinstahl Baltic Fibre Elbe Entsorgung Grünkreis Metallhandel Vogel'.split(
    ' ',
  ),
);
/** Two of these make a message; "please" lands in about half of them. */
const sentences = list([
  'Please send us a quote for a channel baler.',
  'We need spare parts for our vertical press.',
  'Could your service team visit our plant next month?',
  'Please call me back about delivery times.',
  'Our recycling line handles cardboard and plastic film.',
  'What does maintenance cost per year?',
  'We are interested in a partnership for the Nordic market.',
  'Please share brochures and technical data.',
  'The machine stopped with a hydraulic fault yesterday.',
  'Is financing or leasing available?',
]);
/** German inquiries (half of them) add one of these: the search's stemming has German words to find. */
const germanSentences = list([
  'Wir suchen eine gebrauchte Ballenpresse für Kartonagen.',
  'Bitte schicken Sie uns Ihre Preisliste für Presscontainer.',
  'Unsere Anlage braucht neue Hydraulikschläuche.',
  'Können Sie die Wartung unserer Pressen übernehmen?',
]);
/** Staff answers: a third of the inquiries have one, a few name a rare part only there. */
const answerSentences = list([
  'Thank you for your inquiry, our offer is attached.',
  'Vielen Dank für Ihre Anfrage, unser Angebot liegt bei.',
  'Our technician can visit you next week.',
  'Die Lieferzeit beträgt derzeit sechs Wochen.',
]);
const pick = (array: ReturnType<typeof list>, random: string) =>
  sql`(${array})[1 + floor(${sql.raw(random)} * array_length(${array}, 1))::int]`;

/**
 * Fills an empty, migrated database with two years of inquiries, three staff users and the read state
 * of two of them, in a handful of statements, then ANALYZEs so the planner sees the real distribution.
 * Inquiries are inserted oldest first, as they would arrive; the seed is fixed so runs are comparable.
 */
export async function seedDeskInquiries(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, role) VALUES
      ('bench-staff-1', 'Bench Staff 1', 'staff1@bench.example', 'sales'),
      ('bench-staff-2', 'Bench Staff 2', 'staff2@bench.example', 'sales'),
      ('bench-staff-3', 'Bench Owner', 'owner@bench.example', 'owner')`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    // The inner SELECT draws each row's random numbers once, so the outer one can test them repeatedly.
    await tx.execute(sql`
      INSERT INTO inquiries (id, reference, status, name, company, email, phone_e164, phone_country, country,
        topic, message, locale, consent_version, assignee_id, created_at, updated_at)
      SELECT gen_random_uuid(),
        'SD-' || upper(lpad(to_hex(g), 5, '0')),
        status,
        first_name || ' ' || last_name,
        ${pick(companies, 'r_company')},
        lower(first_name) || '.' || g || '@example.com',
        CASE WHEN r_phone < 0.6 THEN '+49151' || lpad((g * 7919 % 10000000)::text, 7, '0') END,
        CASE WHEN r_phone < 0.6 THEN 'DE' END,
        ${pick(countries, 'r_country')},
        ${pick(topics, 'r_topic')},
        ${pick(sentences, 'r_message1')} || ' ' || ${pick(sentences, 'r_message2')}
          || CASE WHEN r_rare < 0.002 THEN ' We also bale Tetrapak cartons.' ELSE '' END
          || CASE WHEN r_locale < 0.5 THEN ' ' || ${pick(germanSentences, 'r_message1')} ELSE '' END,
        CASE WHEN r_locale < 0.5 THEN 'de' ELSE 'en' END,
        '2025-01',
        CASE WHEN status IN ('new', 'spam') THEN NULL ELSE 'bench-staff-' || (1 + floor(r_assignee * 3)::int) END,
        created_at,
        created_at
      FROM (
        SELECT g, created_at, age_days, r_company, r_phone, r_country, r_topic, r_message1, r_message2, r_rare,
          r_locale, r_assignee,
          ${pick(firstNames, 'r_first')} AS first_name,
          ${pick(lastNames, 'r_last')} AS last_name,
          CASE
            WHEN r_spam < 0.08 THEN 'spam'
            WHEN age_days < 7 THEN CASE WHEN r_status < 0.6 THEN 'new' WHEN r_status < 0.9 THEN 'in_progress' ELSE 'answered' END
            WHEN age_days < 45 THEN CASE WHEN r_status < 0.25 THEN 'in_progress' WHEN r_status < 0.7 THEN 'answered' ELSE 'closed' END
            ELSE CASE WHEN r_status < 0.01 THEN 'new' WHEN r_status < 0.85 THEN 'closed' ELSE 'answered' END
          END AS status
        FROM (
          SELECT g, age_days, now() - make_interval(secs => age_days * 86400) AS created_at,
            random() AS r_company, random() AS r_phone, random() AS r_country, random() AS r_topic,
            random() AS r_message1, random() AS r_message2, random() AS r_rare, random() AS r_locale,
            random() AS r_assignee, random() AS r_first, random() AS r_last, random() AS r_spam,
            random() AS r_status
          FROM (
            SELECT g, 730.0 * (1 - g::float8 / ${benchInquiryCount}) + random() / 144 AS age_days
            FROM generate_series(1, ${benchInquiryCount}) AS g
          ) AS arrivals
        ) AS draws
      ) AS rows`);
    // Staff 1 (the reader in the benchmark) has opened most handled inquiries, staff 2 about half of those.
    // The draw is per inquiry, in a subquery: a `random()` next to the readers alone would be drawn per reader.
    await tx.execute(sql`
      INSERT INTO inquiry_reads (inquiry_id, user_id, read_at)
      SELECT handled.id, reader.user_id, handled.created_at + interval '1 hour'
      FROM (SELECT id, created_at, random() AS draw FROM inquiries WHERE status <> 'new') AS handled,
        (VALUES ('bench-staff-1', 0.9), ('bench-staff-2', 0.5)) AS reader (user_id, share)
      WHERE handled.draw < reader.share`);
    // The thread: a third have a staff answer, a tenth a note (each inserted in one statement, so the
    // search triggers rebuild every touched inquiry's document once).
    await tx.execute(sql`
      INSERT INTO inquiry_messages (id, inquiry_id, direction, author_id, from_address, "to", subject, text,
        message_id, created_at)
      SELECT gen_random_uuid(), id, 'outbound', 'bench-staff-1', 'sales@bench.example',
        jsonb_build_array(email), 'Re: ' || reference,
        ${pick(answerSentences, 'draw')}
          || CASE WHEN draw < 0.0015 THEN ' The Hydraulikaggregat is in stock.' ELSE '' END,
        '<' || id || '@bench.example>', created_at + interval '2 hours'
      FROM (SELECT id, email, reference, created_at, random() AS draw FROM inquiries) AS answered
      WHERE draw < 0.33`);
    await tx.execute(sql`
      INSERT INTO inquiry_notes (id, inquiry_id, author_id, body, created_at)
      SELECT gen_random_uuid(), id, 'bench-staff-2', 'Called back, sent the brochure.', created_at + interval '3 hours'
      FROM (SELECT id, created_at, random() AS draw FROM inquiries) AS noted
      WHERE draw < 0.1`);
  });
  // A live table is kept vacuumed by autovacuum; without it, index-only scans would still visit the heap.
  await db.execute(sql`VACUUM ANALYZE`);
}
