import { qualified } from '@koers/server-core/db/columns';
import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import type { SortField } from '@koers/server-core/jsonapi/query';
import type { EmployerExpiredFilter, EmployerSort, EmployerView } from '@koers/shared';
import { and, asc, eq, inArray, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { employerAccountManagers, employerContacts, employers } from '../../schema/employers.table';
import { internalVacancies } from '../../schema/internal-vacancies.table';
import { teamMembers } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type EmployerRow = typeof employers.$inferSelect;
export type EmployerInsert = Omit<typeof employers.$inferInsert, 'organizationId' | 'id'>;
export type EmployerContactRow = typeof employerContacts.$inferSelect;
export type EmployerListRow = { employer: EmployerRow; activeVacancyCount: number };
/** A contact as a list shows it, with `partner` when the list asked for it. */
export type EmployerContactJson<Partner> = Pick<
  EmployerContactRow,
  'id' | 'employerId' | 'name' | 'email' | 'phone'
> & {
  partner?: Partner;
};
/** An employer of a list with its relations; those the list did not ask for are null. */
export type EmployerListItem<Partner, Value> = EmployerListRow & {
  accountManagers: EmployerAccountManagerRow[];
  contacts: Array<EmployerContactJson<Partner>> | null;
  customFieldValues: Value[] | null;
};

/** An account manager of an employer: a team member with their name. */
export type EmployerAccountManagerRow = {
  employerId: string;
  teamMemberId: string;
  primary: boolean;
  name: string;
  email: string;
};

export type EmployerListOptions = {
  organizationId: string;
  /** Undefined: every employer, archived or not (a detail read). */
  view?: EmployerView;
  expired: EmployerExpiredFilter;
  /** all, none, noPrimary, or a team member id (primary or further account manager). */
  accountManager: string;
  ids?: string[];
  q: string | undefined;
  sort: Array<SortField<EmployerSort>>;
  page: { size: number; offset: number };
  count: boolean;
  /** Count only employers with published vacancies (filter[with_published_vacancies]). */
  withPublishedVacancies: boolean;
};

/**
 * Relations a list shows besides the account managers, as SQL of other modules (through their
 * services): the contacts, each with a `partner` given SQL of its id, and custom field values
 * given SQL of the employer.
 */
export type EmployerListRelations<Partner, Value> = {
  contacts?: { partner: ((contactId: SQL) => SQL<Partner>) | null };
  customFieldValues?: (employer: { organizationId: SQL; id: SQL }) => SQL<Value[]>;
};

/**
 * One contact as its page shows it: with its employer, the number of vacancies it is the contact
 * person of, and the relations of other modules (given as SQL through their services).
 */
export type EmployerContactItem<Partner, Access> = {
  contact: EmployerContactRow;
  employer: EmployerRow;
  vacancyCount: number;
  partner: Partner | null;
  access: Access;
};

/** The other modules' parts of a contact's page, given SQL of the contact. */
export type EmployerContactRelations<Partner, Access> = {
  partner: ((contactId: SQL) => SQL<Partner>) | null;
  access: (contact: { organizationId: SQL; id: SQL }) => SQL<Access>;
};

/** A vacancy is published from startsAt until endsAt, unless closed (docs/decisions.md). */
export const publishedVacancySql = sql`(${internalVacancies.startsAt} is not null and ${internalVacancies.startsAt} <= now()
  and (${internalVacancies.endsAt} is null or ${internalVacancies.endsAt} > now())
  and ${internalVacancies.closedAt} is null)`;
const expiredVacancySql = sql`(${internalVacancies.endsAt} is not null and ${internalVacancies.endsAt} <= now())`;

const ofEmployer = sql`${internalVacancies.organizationId} = ${employers.organizationId} and ${internalVacancies.employerId} = ${employers.id}`;
const activeVacancyCountSql = sql<number>`(select count(*)::int from ${internalVacancies} where ${ofEmployer} and ${publishedVacancySql})`;
const hasPublished = sql`exists (select 1 from ${internalVacancies} where ${ofEmployer} and ${publishedVacancySql})`;
const hasExpired = sql`exists (select 1 from ${internalVacancies} where ${ofEmployer} and ${expiredVacancySql})`;

const managersOf = (extra: SQL) =>
  sql`exists (select 1 from ${employerAccountManagers} where ${employerAccountManagers.organizationId} = ${employers.organizationId}
    and ${employerAccountManagers.employerId} = ${employers.id} and ${extra})`;

/**
 * The employer's account managers (primary first, then by name) as one JSON array. Like the
 * other relations below it is evaluated only for the page's rows (docs/decisions.md, "Cost per
 * request").
 */
const accountManagersJson = sql<EmployerAccountManagerRow[]>`(
  select coalesce(json_agg(json_build_object(
      'employerId', ${employerAccountManagers.employerId},
      'teamMemberId', ${employerAccountManagers.teamMemberId},
      'primary', ${employerAccountManagers.primary},
      'name', ${users.name},
      'email', ${users.email})
    order by ${employerAccountManagers.primary} desc, ${users.name}, ${employerAccountManagers.teamMemberId}), '[]'::json)
  from ${employerAccountManagers}
  join ${teamMembers} on ${teamMembers.id} = ${employerAccountManagers.teamMemberId}
  join ${users} on ${users.id} = ${teamMembers.userId}
  where ${employerAccountManagers.organizationId} = ${employers.organizationId}
    and ${employerAccountManagers.employerId} = ${employers.id})`;

/** The employer's contacts by name as one JSON array, each with its `partner` if asked. */
function contactsJson(partner: ((contactId: SQL) => SQL) | null): SQL {
  return sql`(
  select coalesce(json_agg(json_build_object(
      'id', ${employerContacts.id},
      'employerId', ${employerContacts.employerId},
      'name', ${employerContacts.name},
      'email', ${employerContacts.email},
      'phone', ${employerContacts.phone}${partner ? sql`, 'partner', ${partner(sql`${employerContacts.id}`)}` : sql``})
    order by ${employerContacts.name}, ${employerContacts.id}), '[]'::json)
  from ${employerContacts}
  where ${employerContacts.organizationId} = ${employers.organizationId} and ${employerContacts.employerId} = ${employers.id})`;
}

/**
 * Relevance while searching (docs/decisions.md): the whole name, then a name that starts with
 * the term, a word of the name that does, the name containing it, and last a match on place,
 * KvK number or a contact's name.
 */
function rankSql(q: string): SQL {
  const term = q.trim().toLowerCase();
  const prefix = `${escapeLike(term)}%`;
  const word = `% ${escapeLike(term)}%`;
  const contains = `%${escapeLike(term)}%`;
  return sql`case
    when lower(${employers.name}) = ${term} then 5
    when lower(${employers.name}) like ${prefix} then 4
    when lower(${employers.name}) like ${word} then 3
    when lower(${employers.name}) like ${contains} then 2
    else 1 end`;
}

function conditions(options: EmployerListOptions): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(employers.organizationId, options.organizationId)];
  if (options.ids) parts.push(inArray(employers.id, options.ids));
  if (options.view === 'archived') parts.push(isNotNull(employers.archivedAt));
  else if (options.view) parts.push(isNull(employers.archivedAt));
  if (options.view === 'published' || options.withPublishedVacancies) parts.push(hasPublished);
  if (options.expired === 'expired') parts.push(hasExpired);
  if (options.expired === 'nonExpired') parts.push(not(hasExpired));
  if (options.accountManager === 'none') parts.push(not(managersOf(sql`true`)));
  else if (options.accountManager === 'noPrimary') parts.push(not(managersOf(sql`${employerAccountManagers.primary}`)));
  else if (options.accountManager !== 'all')
    parts.push(managersOf(sql`${employerAccountManagers.teamMemberId} = ${options.accountManager}`));
  if (options.q) {
    const pattern = `%${escapeLike(options.q.trim())}%`;
    parts.push(
      or(
        sql`${employers.name} ilike ${pattern}`,
        sql`${employers.city} ilike ${pattern}`,
        sql`${employers.nationalId} ilike ${pattern}`,
        sql`exists (select 1 from ${employerContacts} where ${employerContacts.organizationId} = ${employers.organizationId}
          and ${employerContacts.employerId} = ${employers.id} and ${employerContacts.name} ilike ${pattern})`,
      ),
    );
  }
  return and(...parts);
}

function orderBy(options: EmployerListOptions): SQL[] {
  const name = sql`lower(${employers.name})`;
  const order: SQL[] = [];
  for (const sort of options.sort) {
    const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`;
    if (sort.field === 'name') order.push(sql`${name} ${direction}`);
    if (sort.field === 'city') order.push(sql`lower(${employers.city}) ${direction} nulls last`);
    if (sort.field === 'activeVacancyCount') order.push(sql`${activeVacancyCountSql} ${direction}`);
    // Rank is highest first when ascending is asked: the best match leads.
    if (sort.field === 'rank' && options.q)
      order.push(sort.direction === 'desc' ? sql`${rankSql(options.q)} asc` : sql`${rankSql(options.q)} desc`);
  }
  return [...order, sql`${name} asc`, asc(employers.id)];
}

export function createEmployersRepository(db: Db) {
  return {
    /**
     * A page of employers with their active vacancy count, account managers and the relations
     * asked for, and (when asked) the total, in one statement: the page (filtered, sorted,
     * counted) as a WITH, its relations as JSON columns of its rows only.
     */
    async list<Partner, Value>(
      options: EmployerListOptions,
      relations: EmployerListRelations<Partner, Value>,
    ): Promise<{ rows: Array<EmployerListItem<Partner, Value>>; count: number | null }> {
      const where = conditions(options);
      const page = db.$with('page').as(
        db
          .select({
            id: employers.id,
            position: sql<number>`row_number() over (order by ${sql.join(orderBy(options), sql`, `)})`.as(
              'list_position',
            ),
            total: (options.count ? sql<number>`count(*) over ()` : sql<null>`null::bigint`).as('list_total'),
          })
          .from(employers)
          .where(where)
          .orderBy(sql`list_position`)
          .limit(options.page.size)
          .offset(options.page.offset),
      );
      const employer = { organizationId: qualified(employers.organizationId), id: qualified(employers.id) };
      const found = await db
        .with(page)
        .select({
          employer: employers,
          activeVacancyCount: activeVacancyCountSql,
          accountManagers: accountManagersJson,
          contacts: relations.contacts
            ? sql<Array<EmployerContactJson<Partner>>>`${contactsJson(relations.contacts.partner)}`
            : sql<null>`null`,
          customFieldValues: relations.customFieldValues ? relations.customFieldValues(employer) : sql<null>`null`,
          total: page.total,
        })
        .from(page)
        .innerJoin(employers, and(eq(employers.organizationId, options.organizationId), eq(employers.id, page.id)))
        .orderBy(page.position);
      const rows = found.map(({ total: _total, ...row }) => row);
      if (!options.count) return { rows, count: null };
      if (found[0]) return { rows, count: Number(found[0].total ?? 0) };
      // A page past the end has no row to carry the total.
      if (options.page.offset === 0) return { rows, count: 0 };
      const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(employers).where(where);
      return { rows, count: counted?.value ?? 0 };
    },
    async findById(organizationId: string, id: string): Promise<EmployerListRow | null> {
      const [row] = await db
        .select({ employer: employers, activeVacancyCount: activeVacancyCountSql })
        .from(employers)
        .where(and(eq(employers.organizationId, organizationId), eq(employers.id, id)));
      return row ?? null;
    },
    /** Active employers whose name contains `q` (all when empty), by name: a picker's options. */
    async namesMatching(
      organizationId: string,
      q: string,
      limit: number,
    ): Promise<Array<Pick<EmployerRow, 'id' | 'name' | 'city'>>> {
      const term = q.trim();
      return db
        .select({ id: employers.id, name: employers.name, city: employers.city })
        .from(employers)
        .where(
          and(
            eq(employers.organizationId, organizationId),
            isNull(employers.archivedAt),
            term ? sql`${employers.name} ilike ${`%${escapeLike(term)}%`}` : undefined,
          ),
        )
        .orderBy(asc(employers.name), asc(employers.id))
        .limit(limit);
    },
    /** Locks the employer row for a write that depends on it (account managers). */
    async lock(organizationId: string, id: string): Promise<EmployerRow | null> {
      const [row] = await db
        .select()
        .from(employers)
        .where(and(eq(employers.organizationId, organizationId), eq(employers.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Another employer of the organisation with this KvK number (archived ones count too). */
    async findByNationalId(organizationId: string, nationalId: string, exceptId?: string): Promise<EmployerRow | null> {
      const [row] = await db
        .select()
        .from(employers)
        .where(
          and(
            eq(employers.organizationId, organizationId),
            eq(employers.nationalId, nationalId),
            exceptId ? not(eq(employers.id, exceptId)) : undefined,
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async insert(organizationId: string, values: EmployerInsert): Promise<EmployerRow> {
      const [row] = await db
        .insert(employers)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('employer insert returned nothing');
      return row;
    },
    async update(organizationId: string, id: string, values: Partial<EmployerInsert>): Promise<void> {
      await db
        .update(employers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(employers.organizationId, organizationId), eq(employers.id, id)));
    },
    async findContact(organizationId: string, id: string): Promise<EmployerContactRow | null> {
      const [row] = await db
        .select()
        .from(employerContacts)
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, id)));
      return row ?? null;
    },
    /**
     * A contact with its employer, its vacancy count and the relations asked for, in one
     * statement (docs/decisions.md, "Cost per request").
     */
    async findContactItem<Partner, Access>(
      organizationId: string,
      id: string,
      relations: EmployerContactRelations<Partner, Access>,
    ): Promise<EmployerContactItem<Partner, Access> | null> {
      const contact = {
        organizationId: qualified(employerContacts.organizationId),
        id: qualified(employerContacts.id),
      };
      const [row] = await db
        .select({
          contact: employerContacts,
          employer: employers,
          vacancyCount: sql<number>`(select count(*)::int from ${internalVacancies}
            where ${internalVacancies.organizationId} = ${employerContacts.organizationId}
              and ${internalVacancies.contactId} = ${employerContacts.id})`,
          partner: relations.partner ? relations.partner(contact.id) : sql<null>`null`,
          access: relations.access(contact),
        })
        .from(employerContacts)
        .innerJoin(
          employers,
          and(
            eq(employers.organizationId, employerContacts.organizationId),
            eq(employers.id, employerContacts.employerId),
          ),
        )
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, id)));
      return row ?? null;
    },
    async insertContact(
      organizationId: string,
      employerId: string,
      values: { name: string; email: string | null; phone: string | null },
    ): Promise<EmployerContactRow> {
      const [row] = await db
        .insert(employerContacts)
        .values({ ...values, organizationId, employerId })
        .returning();
      if (!row) throw new Error('contact insert returned nothing');
      return row;
    },
    async updateContact(
      organizationId: string,
      id: string,
      values: Partial<{ name: string; email: string | null; phone: string | null }>,
    ): Promise<void> {
      await db
        .update(employerContacts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, id)));
    },
    /** Gives every vacancy of one contact to another; returns how many moved. */
    async relocateVacancies(organizationId: string, fromContactId: string, toContactId: string): Promise<number> {
      const moved = await db
        .update(internalVacancies)
        .set({ contactId: toContactId, updatedAt: new Date() })
        .where(
          and(eq(internalVacancies.organizationId, organizationId), eq(internalVacancies.contactId, fromContactId)),
        )
        .returning({ id: internalVacancies.id });
      return moved.length;
    },
    /** Makes this team member the primary account manager (adding them), or clears the primary one. */
    async setPrimary(organizationId: string, employerId: string, teamMemberId: string | null): Promise<void> {
      await db
        .update(employerAccountManagers)
        .set({ primary: false, updatedAt: new Date() })
        .where(
          and(
            eq(employerAccountManagers.organizationId, organizationId),
            eq(employerAccountManagers.employerId, employerId),
            eq(employerAccountManagers.primary, true),
          ),
        );
      if (!teamMemberId) return;
      await db
        .insert(employerAccountManagers)
        .values({ organizationId, employerId, teamMemberId, primary: true })
        .onConflictDoUpdate({
          target: [
            employerAccountManagers.organizationId,
            employerAccountManagers.employerId,
            employerAccountManagers.teamMemberId,
          ],
          set: { primary: true, updatedAt: new Date() },
        });
    },
    async addAccountManagers(organizationId: string, employerId: string, teamMemberIds: string[]): Promise<void> {
      if (teamMemberIds.length === 0) return;
      await db
        .insert(employerAccountManagers)
        .values(teamMemberIds.map((teamMemberId) => ({ organizationId, employerId, teamMemberId })))
        .onConflictDoNothing();
    },
    /**
     * Removes these account managers; with `keep`, every one but those and the primary one (a
     * replace, which keeps the primary one).
     */
    async removeAccountManagers(
      organizationId: string,
      employerId: string,
      which: { ids: string[] } | { keep: string[] },
    ): Promise<void> {
      const scope = and(
        eq(employerAccountManagers.organizationId, organizationId),
        eq(employerAccountManagers.employerId, employerId),
      );
      if ('ids' in which) {
        if (which.ids.length === 0) return;
        await db
          .delete(employerAccountManagers)
          .where(and(scope, inArray(employerAccountManagers.teamMemberId, which.ids)));
        return;
      }
      const others = and(scope, eq(employerAccountManagers.primary, false));
      await db
        .delete(employerAccountManagers)
        .where(
          which.keep.length === 0
            ? others
            : and(others, not(inArray(employerAccountManagers.teamMemberId, which.keep))),
        );
    },
  };
}
