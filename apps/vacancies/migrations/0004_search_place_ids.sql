-- The (cell, day) key once more, without the covered columns: a search with words combines the
-- text index with this one by row id, and the covering index holds 35 times the pages for the
-- same ids (see docs/decisions.md, "Search at scale").
CREATE INDEX "vacancy_search_cell_day_ids_idx" ON "vacancies"."vacancy_search" USING btree ("cell","posted_day");