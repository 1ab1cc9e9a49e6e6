import { sql } from 'kysely';

/**
 * The common table expressions `summary_links` (device, predicate, summary, fetched: each summary naming a
 * predicate, an imported document by its source, a fetched one by its URL) and `stated_links` (device, predicate:
 * each link once, whether a predicate list or only a summary states it), where the devices cite (`side`
 * 'predicates') or are cited ('postdicates'). FDA's lists miss some links their summaries state: 736 of the
 * 10,618 in the IVD decision summaries.
 */
export function statedLinks(kNumbers: readonly string[], side: 'predicates' | 'postdicates') {
  const wanted = sql`${[...kNumbers]}::text[]`;
  const from = sql.ref(side === 'predicates' ? 'device' : 'predicate');
  // A document is kept before its list is unnested: by its own K-number, or by the predicates it names.
  const naming = (table: 'd' | 'f') =>
    side === 'predicates' ? sql`${sql.ref(`${table}.k_number`)} = any(${wanted})` : sql`${sql.ref(`${table}.predicate_k_numbers`)} && ${wanted}`;
  return sql`summary_links as (
      select * from (
        select d.k_number as device, p.predicate, d.source as summary, false as fetched
        from fda_device_documents d cross join unnest(d.predicate_k_numbers) as p(predicate) where ${naming('d')}
        union all
        select f.k_number, p.predicate, f.source_url, true
        from fda_fetched_summaries f cross join unnest(f.predicate_k_numbers) as p(predicate) where f.status = 'read' and ${naming('f')}
      ) named where predicate <> device and ${from} = any(${wanted})
    ),
    stated_links as (
      select device, predicate from fda_predicate_links where ${from} = any(${wanted})
      union
      select device, predicate from summary_links
    )`;
}
