import type { SortField } from '@koers/server-core/jsonapi/query';
import type { DossierSort } from '@koers/shared';
import type { DossierListOptions, DossierListRow, RankedDossierListRow } from './dossier-list.repository';

/**
 * An organisation's whole dossier list as the list's statement read it (`listRanked`), from which
 * every ask is answered in JavaScript. Its orders are made when first asked and kept with it.
 */
export type DossierListInMemory = {
  rows: RankedDossierListRow[];
  orders: Map<string, RankedDossierListRow[]>;
};

export type DossierListAsk = Omit<DossierListOptions, 'logReads' | 'ids'>;

export function dossierListInMemory(rows: RankedDossierListRow[]): DossierListInMemory {
  return { rows, orders: new Map() };
}

/**
 * The statement's order (dossier-list.repository's `orderOf`): each sort field by the database's
 * rank, nulls last in both directions, then name and id (`position`).
 */
function compareBy(sort: Array<SortField<DossierSort>>) {
  return (a: RankedDossierListRow, b: RankedDossierListRow) => {
    for (const { field, direction } of sort) {
      const one = a.ranks[field];
      const other = b.ranks[field];
      if (one === other) continue;
      if (one === null) return 1;
      if (other === null) return -1;
      return direction === 'asc' ? one - other : other - one;
    }
    return a.position - b.position;
  };
}

function orderedBy(list: DossierListInMemory, sort: Array<SortField<DossierSort>>) {
  const key = sort.map(({ field, direction }) => `${direction}:${field}`).join(',');
  let ordered = list.orders.get(key);
  if (!ordered) {
    ordered = [...list.rows].sort(compareBy(sort));
    list.orders.set(key, ordered);
  }
  return ordered;
}

/**
 * Whether the row passes the ask's filters, as the statement's `conditions` decide them. `search`
 * is the ask's text lowered as the database lowers it; the row's texts were lowered by it.
 */
function matches(entry: RankedDossierListRow, ask: DossierListAsk, search: string | undefined): boolean {
  const { row } = entry;
  if (ask.view) {
    if ((ask.view === 'archived') !== (row.dossier.archivedAt !== null)) return false;
    // Dates are ISO (YYYY-MM-DD, a four-digit year: the schemas refuse others), so text order is date order.
    if (ask.view === 'archivingSoon' && !(row.trackEndsOn !== null && row.trackEndsOn <= ask.archivingSoonUntil)) {
      return false;
    }
  }
  if (ask.access !== 'everyone' && row.accessState !== ask.access) return false;
  for (const coach of ask.coachTeamMemberIds) {
    if (!row.coaches.some((one) => one.teamMemberId === coach)) return false;
  }
  if (search !== undefined && !entry.lowerName.includes(search) && !entry.lowerEmail?.includes(search)) return false;
  return true;
}

/** The ask's page (and count, when asked) from the organisation's list in memory. */
export function pageFromMemory(
  list: DossierListInMemory,
  ask: DossierListAsk,
  search: string | undefined,
): { rows: DossierListRow[]; count: number | null } {
  const { offset, size } = ask.page;
  const end = offset + size;
  const rows: DossierListRow[] = [];
  let count = 0;
  for (const entry of orderedBy(list, ask.sort)) {
    if (!matches(entry, ask, search)) continue;
    if (count >= offset && count < end) rows.push(entry.row);
    count++;
    if (!ask.count && count >= end) break;
  }
  return { rows, count: ask.count ? count : null };
}
