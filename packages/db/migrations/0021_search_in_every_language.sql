-- Search in every site language over the whole thread (decision 172). The generated column becomes one the
-- database keeps with triggers: it now also holds the inquiry's e-mails and notes, which live in other tables.
ALTER TABLE "inquiries" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- A trusted extension since PostgreSQL 13: the database owner may create it; the embedded server ships it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Text search configurations that fold accents before stemming (`sitedesk_simple`, `sitedesk_german`, …): one
-- per stemming configuration this PostgreSQL has. unaccent() itself is not IMMUTABLE, but as a dictionary of a
-- configuration it is part of to_tsvector(regconfig, text), which is, and ts_headline can use it on the text
-- as written ("Novák" is marked for "novak"). The dictionary is named with the schema the extension is in.
DO $$
DECLARE
  dictionary text;
  config record;
BEGIN
  SELECT format('%I.unaccent', n.nspname) INTO dictionary
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent';
  CREATE TEXT SEARCH CONFIGURATION sitedesk_simple (COPY = pg_catalog.simple);
  EXECUTE format(
    'ALTER TEXT SEARCH CONFIGURATION sitedesk_simple ALTER MAPPING FOR word, hword, hword_part WITH %s, simple',
    dictionary);
  FOR config IN
    SELECT c.cfgname FROM pg_ts_config c
    WHERE c.cfgnamespace = 'pg_catalog'::regnamespace AND c.cfgname <> 'simple'
      AND EXISTS (SELECT 1 FROM pg_ts_dict d
        WHERE d.dictnamespace = 'pg_catalog'::regnamespace AND d.dictname = c.cfgname || '_stem')
  LOOP
    EXECUTE format('CREATE TEXT SEARCH CONFIGURATION %I (COPY = pg_catalog.%I)',
      'sitedesk_' || config.cfgname, config.cfgname);
    EXECUTE format('ALTER TEXT SEARCH CONFIGURATION %I ALTER MAPPING FOR word, hword, hword_part WITH %s, %I',
      'sitedesk_' || config.cfgname, dictionary, config.cfgname || '_stem');
  END LOOP;
END
$$;--> statement-breakpoint
-- The stemming configuration of an inquiry's language (its `locale`, e.g. `de` or `pt-BR`); `sitedesk_simple`
-- (accents folded, no stemming) where PostgreSQL has none. The server's search-configs.ts mirrors the site's.
CREATE FUNCTION sitedesk_search_config(locale text) RETURNS regconfig
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT c.oid::regconfig FROM pg_ts_config c WHERE pg_ts_config_is_visible(c.oid) AND c.cfgname = 'sitedesk_' || CASE lower(split_part(split_part(locale, '-', 1), '_', 1))
      WHEN 'ar' THEN 'arabic' WHEN 'ca' THEN 'catalan' WHEN 'da' THEN 'danish' WHEN 'de' THEN 'german'
      WHEN 'el' THEN 'greek' WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish' WHEN 'eu' THEN 'basque'
      WHEN 'fi' THEN 'finnish' WHEN 'fr' THEN 'french' WHEN 'ga' THEN 'irish' WHEN 'hi' THEN 'hindi'
      WHEN 'hu' THEN 'hungarian' WHEN 'hy' THEN 'armenian' WHEN 'id' THEN 'indonesian' WHEN 'it' THEN 'italian'
      WHEN 'lt' THEN 'lithuanian' WHEN 'nb' THEN 'norwegian' WHEN 'ne' THEN 'nepali' WHEN 'nl' THEN 'dutch'
      WHEN 'nn' THEN 'norwegian' WHEN 'no' THEN 'norwegian' WHEN 'pt' THEN 'portuguese' WHEN 'ro' THEN 'romanian'
      WHEN 'ru' THEN 'russian' WHEN 'sr' THEN 'serbian' WHEN 'sv' THEN 'swedish' WHEN 'ta' THEN 'tamil'
      WHEN 'tr' THEN 'turkish' WHEN 'yi' THEN 'yiddish'
    END LIMIT 1),
    'sitedesk_simple'::regconfig)
$$;--> statement-breakpoint
-- The search document of one inquiry: its fields (weight A), its e-mails in and out (B) and its notes (C),
-- each as written and stemmed in its language. The thread and notes are capped (their first 60,000 and
-- 20,000 characters) so that no thread can outgrow a tsvector's 1 MB and fail the write that adds to it.
CREATE FUNCTION sitedesk_inquiry_search_vector(inquiry_id uuid, locale text, fields text) RETURNS tsvector
LANGUAGE plpgsql STABLE AS $$
DECLARE
  config regconfig := sitedesk_search_config(locale);
  thread text;
  notes text;
BEGIN
  SELECT left(string_agg(m.text, E'\n' ORDER BY m.created_at, m.id), 60000) INTO thread
    FROM inquiry_messages m WHERE m.inquiry_id = sitedesk_inquiry_search_vector.inquiry_id;
  SELECT left(string_agg(n.body, E'\n' ORDER BY n.created_at, n.id), 20000) INTO notes
    FROM inquiry_notes n WHERE n.inquiry_id = sitedesk_inquiry_search_vector.inquiry_id;
  RETURN setweight(to_tsvector('sitedesk_simple', fields) || to_tsvector(config, fields), 'A')
    || setweight(to_tsvector('sitedesk_simple', coalesce(thread, '')) || to_tsvector(config, coalesce(thread, '')), 'B')
    || setweight(to_tsvector('sitedesk_simple', coalesce(notes, '')) || to_tsvector(config, coalesce(notes, '')), 'C');
END
$$;--> statement-breakpoint
CREATE FUNCTION sitedesk_inquiries_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := sitedesk_inquiry_search_vector(NEW.id, NEW.locale,
    concat_ws(' ', NEW.reference, NEW.name, NEW.company, NEW.email, NEW.message));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- On the inquiry's own fields only: a status or assignee change leaves the document as it is. A message or
-- note trigger sets `search_vector` itself, which this trigger does not listen to.
CREATE TRIGGER inquiries_search_vector BEFORE INSERT OR UPDATE OF reference, name, company, email, message, locale
  ON inquiries FOR EACH ROW EXECUTE FUNCTION sitedesk_inquiries_search_trigger();--> statement-breakpoint
-- Per statement, with the changed rows as a table: a bulk insert (an import, the benchmark's seed) rebuilds each
-- touched inquiry once. Transition tables allow one event per trigger, hence three per table.
CREATE FUNCTION sitedesk_thread_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE inquiries i SET search_vector = sitedesk_inquiry_search_vector(i.id, i.locale,
        concat_ws(' ', i.reference, i.name, i.company, i.email, i.message))
      WHERE i.id IN (SELECT DISTINCT o.inquiry_id FROM old_rows o);
  ELSE
    UPDATE inquiries i SET search_vector = sitedesk_inquiry_search_vector(i.id, i.locale,
        concat_ws(' ', i.reference, i.name, i.company, i.email, i.message))
      WHERE i.id IN (SELECT DISTINCT n.inquiry_id FROM new_rows n);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inquiry_messages_search_insert AFTER INSERT ON inquiry_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
CREATE TRIGGER inquiry_messages_search_update AFTER UPDATE ON inquiry_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
CREATE TRIGGER inquiry_messages_search_delete AFTER DELETE ON inquiry_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
CREATE TRIGGER inquiry_notes_search_insert AFTER INSERT ON inquiry_notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
CREATE TRIGGER inquiry_notes_search_update AFTER UPDATE ON inquiry_notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
CREATE TRIGGER inquiry_notes_search_delete AFTER DELETE ON inquiry_notes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sitedesk_thread_search_trigger();--> statement-breakpoint
-- The backfill: every existing inquiry, with its thread and notes, in the new form.
UPDATE inquiries SET search_vector = sitedesk_inquiry_search_vector(id, locale,
  concat_ws(' ', reference, name, company, email, message));
