-- Game-name search reads the trigram index directly. With GIN's fast update, a catalogue sync's
-- thousands of new rows waited in the index's pending list until a vacuum, and every search
-- scanned that whole list (the planner, costing it, chose to read the table instead): the search
-- took ~10 ms over 10,000 games. Catalogue writes are rare and batched, so they pay instead.
alter index games_name_trgm_idx set (fastupdate = off);
select gin_clean_pending_list('games_name_trgm_idx'::regclass);
