import type { Db } from '@koers/server-core/db/database';
import { asc, desc, sql } from 'drizzle-orm';
import { maintainerAuditRecords } from '../../schema/maintainer-audit.table';
import { organizations } from '../../schema/organizations.table';

export type OrganizationOverview = {
  id: string;
  name: string;
  subscriptionEndsOn: string | null;
  features: string[];
  hosts: string[];
  memberCount: number;
  activeDossierCount: number;
  employerCount: number;
  lastActivityAt: Date | null;
  createdAt: Date;
};

/**
 * Every organisation with its counts: active members (accepted, not switched off), dossiers not
 * archived, employers not archived, and the last time anyone of it used Koers (a login into a
 * context of it).
 */
export async function organizationOverview(db: Db): Promise<OrganizationOverview[]> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      subscriptionEndsOn: organizations.subscriptionEndsOn,
      features: organizations.features,
      createdAt: organizations.createdAt,
      // Qualified by hand: drizzle leaves a single-table select's columns unqualified, and inside
      // these subqueries an unqualified `id` would be the subquery's own.
      hosts: sql<
        string[]
      >`coalesce((select array_agg(t.host order by t.host) from themes t where t.organization_id = "organizations"."id"), '{}')`,
      memberCount: sql<number>`(select count(*)::int from user_contexts uc where uc.organization_id = "organizations"."id" and uc.user_type = 'member' and uc.disabled_at is null and uc.pending_since is null)`,
      activeDossierCount: sql<number>`(select count(*)::int from dossiers d where d.organization_id = "organizations"."id" and d.archived_at is null)`,
      employerCount: sql<number>`(select count(*)::int from employers e where e.organization_id = "organizations"."id" and e.archived_at is null)`,
      lastActivityAt: sql<
        string | null
      >`(select max(uc.last_login_at) from user_contexts uc where uc.organization_id = "organizations"."id")`,
    })
    .from(organizations)
    .orderBy(asc(organizations.name));
  return rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount),
    activeDossierCount: Number(row.activeDossierCount),
    employerCount: Number(row.employerCount),
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt) : null,
  }));
}

export type AuditRecordRow = typeof maintainerAuditRecords.$inferSelect;

export function createMaintainerAuditRepository(db: Db) {
  return {
    async insert(values: typeof maintainerAuditRecords.$inferInsert): Promise<void> {
      await db.insert(maintainerAuditRecords).values(values);
    },
    latest(limit: number): Promise<AuditRecordRow[]> {
      return db
        .select()
        .from(maintainerAuditRecords)
        .orderBy(desc(maintainerAuditRecords.createdAt), desc(maintainerAuditRecords.id))
        .limit(limit);
    },
  };
}
