// The game search (searchGames, the SPA's search overlay and /games/): typo tolerant, multi-word
// and ranked, on the index of migration 019. One SQL statement:
//   1. the query is split into words like the names are (search_words());
//   2. each word, and each pair of neighbouring words written together ("blak jak" ->
//      "blakjak"), is looked up in the vocabulary search_terms: exactly (weight 1), as a prefix
//      of a term (instant results while typing: "blac" -> "blackjack"), inside a term (3+
//      letters: "ways" -> "megaways"), and only for words without such a match, by trigram
//      similarity (pg_trgm, threshold 0.3: "roulete" -> "roulette", "blakjak" -> "blackjack");
//   3. games whose name or studio contains one of those terms come from the GIN word index;
//      a game must match every query word that matched anything (words that match nothing are
//      ignored, so one stray word does not empty the results), and scores the sum over the words
//      of its best term weight (a studio match counts 0.7 of a name match);
//   4. the rank (score, then popularity) is the keyset key of the page query (game-pages.ts).
// The rank is computed before availability is applied, so a game becoming unavailable does not
// shift the keys of the others between two pages.

/** Query words beyond this are ignored (each costs a vocabulary lookup). */
export const MAX_SEARCH_WORDS = 8;

/**
 * A subquery yielding (game_id, rank) for the search text in parameter `param` (already
 * normalised: trimmed, lower case, not empty). Games that do not match are absent.
 */
export function searchRankSql(param: string): string {
  return `(with words as (
      select w.tok, (row_number() over (order by w.ord))::int as i
        from regexp_split_to_table(lower(${param}::text), '[^[:alnum:]]+')
             with ordinality as w(tok, ord)
       where w.tok <> ''
    ),
    candidates as (
      select tok as c, i as lo, i as hi from words where i <= ${MAX_SEARCH_WORDS}
      union all
      select a.tok || b.tok, a.i, b.i
        from words a join words b on b.i = a.i + 1
       where b.i <= ${MAX_SEARCH_WORDS}
    ),
    direct as (
      select c.lo, c.hi, t.term,
             (case when t.term = c.c then 1.0
                   when left(t.term, length(c.c)) = c.c
                     then 0.5 + 0.5 * length(c.c) / length(t.term)
                   else 0.3 + 0.4 * length(c.c) / length(t.term) end)::float8 as w
        from candidates c
        join search_terms t
          on t.term = c.c
          or (c.lo = c.hi and (t.term like c.c || '%'
                               or (length(c.c) >= 3 and t.term like '%' || c.c || '%')))
    ),
    fuzzy as (
      select c.lo, c.hi, t.term, (public.similarity(t.term, c.c) * 0.9)::float8 as w
        from candidates c
        join search_terms t on t.term operator(public.%) c.c
       where length(c.c) >= 3
         and exists (select 1 from words x
                      where x.i between c.lo and c.hi
                        and not exists (select 1 from direct d
                                         where d.lo = x.i and d.hi = x.i))
    ),
    expansions as (
      select lo, hi, term, max(w) as w
        from (select * from direct union all select * from fuzzy) e
       group by lo, hi, term
    ),
    required as (
      select distinct x.i from words x join expansions e on x.i between e.lo and e.hi
    ),
    terms as (select array_agg(distinct term) as list from expansions),
    scored as (
      select g.id, g.popularity, sum(m.best) as score, count(*) as covered
        from games g
        join studios s on s.id = g.studio_id
        cross join lateral (
          select r.i,
                 max(case when e.term = any(g.search_words) then e.w else e.w * 0.7 end) as best
            from expansions e join required r on r.i between e.lo and e.hi
           where e.term = any(g.search_words) or e.term = any(s.search_words)
           group by r.i
        ) m
       where g.search_words && (select list from terms)
          or s.search_words && (select list from terms)
       group by g.id, g.popularity
    )
    select id as game_id,
           (row_number() over (order by score desc, popularity))::int as rank
      from scored
     where covered = (select count(*) from required))`;
}
