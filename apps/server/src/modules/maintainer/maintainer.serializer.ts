import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { OrganizationRow } from '../organizations/organizations.service';
import type { AuditRecordRow, OrganizationOverview } from './maintainer.service';

export function serializeOrganizationOverview(row: OrganizationOverview): Resource {
  return resource('maintained_organizations', row.id, {
    name: row.name,
    subscriptionEndsOn: row.subscriptionEndsOn,
    features: row.features,
    hosts: row.hosts,
    memberCount: row.memberCount,
    activeDossierCount: row.activeDossierCount,
    employerCount: row.employerCount,
    lastActivityAt: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  });
}

export function serializeMaintainedOrganization(row: OrganizationRow): Resource {
  return resource('maintained_organizations', row.id, {
    name: row.name,
    subscriptionEndsOn: row.subscriptionEndsOn,
    features: row.features,
  });
}

export function serializeAuditRecord(row: AuditRecordRow): Resource {
  return resource('maintainer_audit_records', row.id, {
    actorName: row.actorName,
    action: row.action,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  });
}
