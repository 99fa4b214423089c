import { qualified } from '@koers/server-core/db/columns';
import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { employerAccountManagers, employerContacts, employers } from '../../schema/employers.table';
import { internalVacancies } from '../../schema/internal-vacancies.table';
import { teamMembers, userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type InternalVacancyRow = typeof internalVacancies.$inferSelect;
export type InternalVacancyInsert = Omit<typeof internalVacancies.$inferInsert, 'organizationId' | 'id'>;

/** The employer as a vacancy shows it (SPEC §3: employer id, city, image, websiteUrl). */
export type VacancyEmployerRow = {
  id: string;
  name: string;
  city: string | null;
  websiteUrl: string | null;
  archived: boolean;
};

/** The contact person, with the user context they log in with (for a conversation), if invited. */
export type VacancyContactRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  userContextId: string | null;
};

export type VacancyAccountManagerRow = {
  teamMemberId: string;
  name: string;
  email: string;
  userContextId: string | null;
};

export type InternalVacancyRecord = {
  vacancy: InternalVacancyRow;
  employer: VacancyEmployerRow;
  contact: VacancyContactRow | null;
  accountManager: VacancyAccountManagerRow | null;
};

/** SQL of a vacancy's custom field values as a JSON array (the custom-fields service's column), given SQL of the vacancy. */
export type VacancyValuesColumn<Value> = (vacancy: { organizationId: SQL; id: SQL }) => SQL<Value[]>;

/** What a read shows besides the records, as SQL of other modules (through their services); null: not asked. */
export type InternalVacancyRelations<Value, Partner> = {
  customFieldValues: VacancyValuesColumn<Value> | null;
  /** A person's user context as the conversation policy sees it, given SQL of the context's id. */
  partner: ((userContextId: SQL) => SQL<Partner | null>) | null;
};

/** Neither custom field values nor partners: the checks of writes and of the candidates' pages. */
export const RECORDS_ONLY: InternalVacancyRelations<never, never> = { customFieldValues: null, partner: null };

/**
 * A record with what its read asked for, read in the same statement: its custom field values
 * (else null) and its contact's and account manager's contexts as partner candidates.
 */
export type InternalVacancyFound<Value, Partner> = {
  record: InternalVacancyRecord;
  customFieldValues: Value[] | null;
  partners: Partner[];
  /** The employer of the employer contact named by `findById`'s `ofContact` (the actor's), else null. */
  contactEmployerId: string | null;
};

/** State filters of the management lists (derived from the window; docs/decisions.md). */
export type InternalVacancyStateFilter = 'concept' | 'scheduled' | 'published' | 'expired' | 'closed';

const v = internalVacancies;
const stateSql: Record<InternalVacancyStateFilter, SQL> = {
  closed: sql`${v.closedAt} is not null`,
  concept: sql`${v.closedAt} is null and ${v.startsAt} is null`,
  expired: sql`${v.closedAt} is null and ${v.startsAt} is not null and ${v.endsAt} is not null and ${v.endsAt} <= now()`,
  scheduled: sql`${v.closedAt} is null and ${v.startsAt} > now() and (${v.endsAt} is null or ${v.endsAt} > now())`,
  published: sql`${v.closedAt} is null and ${v.startsAt} <= now() and (${v.endsAt} is null or ${v.endsAt} > now())`,
};

const contactUserContext = sql<string | null>`(select ${userContexts.id} from ${userContexts}
  where ${userContexts.organizationId} = ${v.organizationId} and ${userContexts.employerContactId} = ${employerContacts.id}
  and ${userContexts.disabledAt} is null order by ${userContexts.createdAt} limit 1)`;
const managerUserContext = sql<string | null>`(select ${userContexts.id} from ${userContexts}
  where ${userContexts.organizationId} = ${v.organizationId} and ${userContexts.teamMemberId} = ${teamMembers.id}
  and ${userContexts.disabledAt} is null order by ${userContexts.createdAt} limit 1)`;

function selectRecords<Value, Partner>(
  db: Db,
  relations: InternalVacancyRelations<Value, Partner>,
  ofContact: string | null = null,
) {
  const { customFieldValues: values, partner } = relations;
  // Aliased: the vacancy's own contact is joined as employer_contacts.
  const contactEmployer = ofContact
    ? sql<string | null>`(select own_contact.employer_id from ${employerContacts} own_contact
        where own_contact.organization_id = ${v.organizationId} and own_contact.id = ${ofContact})`
    : sql<string | null>`null`;
  const customFieldValues = values
    ? values({ organizationId: qualified(v.organizationId), id: qualified(v.id) })
    : sql`null`;
  const partnerOf = (context: SQL) => (partner ? partner(context) : sql`null`) as SQL<Partner | null>;
  return db
    .select({
      vacancy: internalVacancies,
      employerId: employers.id,
      employerName: employers.name,
      employerCity: employers.city,
      employerWebsiteUrl: employers.websiteUrl,
      employerArchivedAt: employers.archivedAt,
      contactId: employerContacts.id,
      contactName: employerContacts.name,
      contactEmail: employerContacts.email,
      contactPhone: employerContacts.phone,
      contactUserContextId: contactUserContext,
      managerId: teamMembers.id,
      managerName: users.name,
      managerEmail: users.email,
      managerUserContextId: managerUserContext,
      customFieldValues: customFieldValues as SQL<Value[] | null>,
      contactPartner: partnerOf(contactUserContext),
      managerPartner: partnerOf(managerUserContext),
      contactEmployerId: contactEmployer,
    })
    .from(internalVacancies)
    .innerJoin(employers, and(eq(employers.organizationId, v.organizationId), eq(employers.id, v.employerId)))
    .leftJoin(
      employerContacts,
      and(eq(employerContacts.organizationId, v.organizationId), eq(employerContacts.id, v.contactId)),
    )
    .leftJoin(teamMembers, eq(teamMembers.id, v.accountManagerId))
    .leftJoin(users, eq(users.id, teamMembers.userId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];

function foundOf<Value, Partner>(row: SelectedRow): InternalVacancyFound<Value, Partner> {
  return {
    record: recordOf(row),
    customFieldValues: row.customFieldValues as Value[] | null,
    partners: [row.contactPartner, row.managerPartner].filter((partner) => partner !== null) as Partner[],
    contactEmployerId: row.contactEmployerId,
  };
}

function recordOf(row: SelectedRow): InternalVacancyRecord {
  return {
    vacancy: row.vacancy,
    employer: {
      id: row.employerId,
      name: row.employerName,
      city: row.employerCity,
      websiteUrl: row.employerWebsiteUrl,
      archived: row.employerArchivedAt !== null,
    },
    contact:
      row.contactId && row.contactName !== null
        ? {
            id: row.contactId,
            name: row.contactName,
            email: row.contactEmail,
            phone: row.contactPhone,
            userContextId: row.contactUserContextId,
          }
        : null,
    accountManager:
      row.managerId && row.managerName !== null && row.managerEmail !== null
        ? {
            teamMemberId: row.managerId,
            name: row.managerName,
            email: row.managerEmail,
            userContextId: row.managerUserContextId,
          }
        : null,
  };
}

export function createInternalVacanciesRepository(db: Db) {
  return {
    /**
     * One vacancy of the organisation with its employer, contact and account manager, what
     * `relations` asks, and the employer of the employer contact `ofContact` (the actor).
     */
    async findById<Value, Partner>(
      organizationId: string,
      id: string,
      relations: InternalVacancyRelations<Value, Partner>,
      ofContact: string | null = null,
    ): Promise<InternalVacancyFound<Value, Partner> | null> {
      const [row] = await selectRecords(db, relations, ofContact).where(
        and(eq(v.organizationId, organizationId), eq(v.id, id)),
      );
      return row ? foundOf<Value, Partner>(row) : null;
    },
    /** Several vacancies by id (order not kept); another organisation's ids are simply absent. */
    async findByIds<Value, Partner>(
      organizationId: string,
      ids: string[],
      relations: InternalVacancyRelations<Value, Partner>,
    ): Promise<Array<InternalVacancyFound<Value, Partner>>> {
      if (ids.length === 0) return [];
      const rows = await selectRecords(db, relations).where(
        and(eq(v.organizationId, organizationId), sql`${v.id} = any(${sql.param(ids)}::uuid[])`),
      );
      return rows.map((row) => foundOf<Value, Partner>(row));
    },
    /**
     * The organisation's vacancies (of one employer when given), newest first, optionally in one
     * state, each with its custom field values.
     */
    async list<Value, Partner>(
      organizationId: string,
      options: {
        employerId?: string;
        state?: InternalVacancyStateFilter;
        /** Words in the title, the place or the employer's name. */
        q?: string;
        page: { size: number; offset: number };
      },
      relations: InternalVacancyRelations<Value, Partner>,
    ): Promise<{ found: Array<InternalVacancyFound<Value, Partner>>; count: number }> {
      const pattern = options.q?.trim() ? `%${escapeLike(options.q.trim())}%` : null;
      const where = and(
        eq(v.organizationId, organizationId),
        options.employerId ? eq(v.employerId, options.employerId) : undefined,
        options.state ? stateSql[options.state] : undefined,
        pattern ? or(ilike(v.title, pattern), ilike(v.city, pattern), ilike(employers.name, pattern)) : undefined,
      );
      const rows = await selectRecords(db, relations)
        .where(where)
        .orderBy(desc(v.createdAt), asc(v.id))
        .limit(options.page.size)
        .offset(options.page.offset);
      const [counted] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(v)
        .innerJoin(employers, and(eq(employers.organizationId, v.organizationId), eq(employers.id, v.employerId)))
        .where(where);
      return { found: rows.map((row) => foundOf<Value, Partner>(row)), count: counted?.value ?? 0 };
    },
    async insert(organizationId: string, values: InternalVacancyInsert): Promise<InternalVacancyRow> {
      const [row] = await db
        .insert(internalVacancies)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('internal vacancy insert returned nothing');
      return row;
    },
    async update(organizationId: string, id: string, values: Partial<InternalVacancyInsert>): Promise<void> {
      await db
        .update(internalVacancies)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(v.organizationId, organizationId), eq(v.id, id)));
    },
    /** Locks the vacancy row for a write that depends on what it holds. */
    async lock(organizationId: string, id: string): Promise<InternalVacancyRow | null> {
      const [row] = await db
        .select()
        .from(internalVacancies)
        .where(and(eq(v.organizationId, organizationId), eq(v.id, id)))
        .for('update');
      return row ?? null;
    },
    /** The employer a contact person belongs to (the actor of an employer contact). */
    async employerOfContact(organizationId: string, contactId: string): Promise<string | null> {
      const [row] = await db
        .select({ employerId: employerContacts.employerId })
        .from(employerContacts)
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.id, contactId)));
      return row?.employerId ?? null;
    },
    /** The contact must be one of this employer's contacts. */
    async contactOfEmployer(organizationId: string, employerId: string, contactId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: employerContacts.id })
        .from(employerContacts)
        .where(
          and(
            eq(employerContacts.organizationId, organizationId),
            eq(employerContacts.employerId, employerId),
            eq(employerContacts.id, contactId),
          ),
        );
      return row !== undefined;
    },
  };
}

export type EmployerFactsRow = { id: string; name: string; archived: boolean };

/** Employer reads a vacancy write needs (its existence and archived state; its primary account manager). */
export function createVacancyEmployerQueries(db: Db) {
  return {
    async employer(organizationId: string, employerId: string): Promise<EmployerFactsRow | null> {
      const [row] = await db
        .select({ id: employers.id, name: employers.name, archivedAt: employers.archivedAt })
        .from(employers)
        .where(and(eq(employers.organizationId, organizationId), eq(employers.id, employerId)));
      return row ? { id: row.id, name: row.name, archived: row.archivedAt !== null } : null;
    },
    async primaryAccountManager(organizationId: string, employerId: string): Promise<string | null> {
      const [row] = await db
        .select({ teamMemberId: employerAccountManagers.teamMemberId })
        .from(employerAccountManagers)
        .where(
          and(
            eq(employerAccountManagers.organizationId, organizationId),
            eq(employerAccountManagers.employerId, employerId),
            eq(employerAccountManagers.primary, true),
          ),
        );
      return row?.teamMemberId ?? null;
    },
    /** The employer's contacts by name: who may be a vacancy's contact person. */
    async contacts(organizationId: string, employerId: string): Promise<Array<{ id: string; name: string }>> {
      return db
        .select({ id: employerContacts.id, name: employerContacts.name })
        .from(employerContacts)
        .where(and(eq(employerContacts.organizationId, organizationId), eq(employerContacts.employerId, employerId)))
        .orderBy(asc(employerContacts.name), asc(employerContacts.id));
    },
  };
}
