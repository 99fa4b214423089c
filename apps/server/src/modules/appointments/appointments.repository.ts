import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import { appointments } from '../../schema/appointments.table';
import { dossiers } from '../../schema/dossiers.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type AppointmentRow = typeof appointments.$inferSelect;
/** An appointment with the name of the coach who planned it (null once that person is gone). */
export type AppointmentListRow = AppointmentRow & { organizerName: string | null };

export type AppointmentListOptions = {
  /** Only the coming ones (planned, not yet ended), soonest first; else all, newest start first. */
  upcoming: boolean;
  now: Date;
  page: { size: number; offset: number };
};

/** Who an appointment's mails go to: the candidate as the dossier knows them, the organiser's login. */
export type AppointmentPeople = {
  candidateName: string;
  candidateEmail: string | null;
  organizerName: string | null;
  organizerEmail: string | null;
};

export function createAppointmentsRepository(db: Db) {
  const withOrganizer = () =>
    db
      .select({ appointment: appointments, organizerName: users.name })
      .from(appointments)
      .leftJoin(userContexts, eq(userContexts.id, appointments.organizerContextId))
      .leftJoin(users, eq(users.id, userContexts.userId));
  const flat = (row: { appointment: AppointmentRow; organizerName: string | null }): AppointmentListRow => ({
    ...row.appointment,
    organizerName: row.organizerName,
  });

  return {
    async list(
      organizationId: string,
      dossierId: string,
      options: AppointmentListOptions,
    ): Promise<{ rows: AppointmentListRow[]; count: number }> {
      const where = and(
        eq(appointments.organizationId, organizationId),
        eq(appointments.dossierId, dossierId),
        options.upcoming ? and(isNull(appointments.cancelledAt), gt(appointments.endsAt, options.now)) : undefined,
      );
      const order = options.upcoming
        ? [asc(appointments.startsAt), asc(appointments.id)]
        : [desc(appointments.startsAt), desc(appointments.id)];
      const [rows, [total]] = await Promise.all([
        withOrganizer()
          .where(where)
          .orderBy(...order)
          .limit(options.page.size)
          .offset(options.page.offset),
        db.select({ value: count() }).from(appointments).where(where),
      ]);
      return { rows: rows.map(flat), count: total?.value ?? 0 };
    },
    async find(organizationId: string, id: string): Promise<AppointmentListRow | null> {
      const [row] = await withOrganizer()
        .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)))
        .limit(1);
      return row ? flat(row) : null;
    },
    async findMany(organizationId: string, ids: string[]): Promise<AppointmentListRow[]> {
      if (ids.length === 0) return [];
      const rows = await withOrganizer().where(
        and(eq(appointments.organizationId, organizationId), inArray(appointments.id, ids)),
      );
      return rows.map(flat);
    },
    async insert(values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
      const [row] = await db.insert(appointments).values(values).returning();
      if (!row) throw new Error('insert appointments returned nothing');
      return row;
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<typeof appointments.$inferInsert>,
    ): Promise<AppointmentRow> {
      const [row] = await db
        .update(appointments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)))
        .returning();
      if (!row) throw new Error('update appointments matched nothing');
      return row;
    },
    async people(appointment: AppointmentRow): Promise<AppointmentPeople> {
      const [dossier] = await db
        .select({ name: dossiers.clientName, email: dossiers.clientEmail })
        .from(dossiers)
        .where(and(eq(dossiers.organizationId, appointment.organizationId), eq(dossiers.id, appointment.dossierId)))
        .limit(1);
      const [organizer] = appointment.organizerContextId
        ? await db
            .select({ name: users.name, email: users.email })
            .from(userContexts)
            .innerJoin(users, eq(users.id, userContexts.userId))
            .where(
              and(
                eq(userContexts.organizationId, appointment.organizationId),
                eq(userContexts.id, appointment.organizerContextId),
              ),
            )
            .limit(1)
        : [];
      return {
        candidateName: dossier?.name ?? 'de kandidaat',
        candidateEmail: dossier?.email ?? null,
        organizerName: organizer?.name ?? null,
        organizerEmail: organizer?.email ?? null,
      };
    },
    /**
     * Takes the planned appointments starting in [from, to) not reminded yet: each is marked
     * reminded in the same statement, so two instances never remind twice.
     */
    async claimReminders(from: Date, to: Date, at: Date): Promise<AppointmentRow[]> {
      return db
        .update(appointments)
        .set({ remindedAt: at })
        .where(
          and(
            isNull(appointments.cancelledAt),
            isNull(appointments.remindedAt),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        )
        .returning();
    },
  };
}
