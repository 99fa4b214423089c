import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  appointmentAbilities,
  appointmentPolicy,
  type appointmentSchema,
  type DossierFacts,
  type z,
} from '@koers/shared';
import { addDays, amsterdamMoment, todayInAmsterdam } from '@koers/shared/calendar';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import type { Mailer } from '../mail/mailer';
import { notifyAppointment, notifyAppointmentReminder } from '../notifications/notification-events.service';
import { organizationName } from '../organizations/organizations.service';
import {
  type AppointmentChange,
  appointmentCalendar,
  appointmentWhen,
  appointmentWhere,
} from './appointment-invitation';
import { appointmentErrors } from './appointments.errors';
import { type AppointmentListRow, type AppointmentRow, createAppointmentsRepository } from './appointments.repository';

export type AppointmentAttributes = z.output<typeof appointmentSchema>;

/** An appointment as a reader gets it: with what this reader may do with it. */
export type AppointmentView = { appointment: AppointmentListRow; can: ReturnType<typeof appointmentAbilities> };

const viewOf = (actor: Actor, facts: DossierFacts, appointment: AppointmentListRow): AppointmentView => ({
  appointment,
  can: appointmentAbilities(actor, facts, { cancelled: appointment.cancelledAt !== null }),
});

/** These appointments of the dossier as this reader gets them, for the timeline. */
export async function appointmentsFor(db: Db, actor: Actor, facts: DossierFacts, ids: string[]) {
  if (!appointmentPolicy.read(actor, facts)) return [];
  const rows = await createAppointmentsRepository(db).findMany(facts.organizationId, ids);
  return rows.filter((row) => row.dossierId === facts.id).map((row) => viewOf(actor, facts, row));
}

/** GET dossier/{id}/appointments: the coming ones soonest first, or all newest first; the read is logged. */
export async function listAppointments(input: {
  database: Database;
  actor: Actor;
  dossierId: string;
  upcoming: boolean;
  page: { size: number; offset: number };
  now?: Date;
}) {
  const { database, actor } = input;
  const { row, facts } = await loadDossier(database.db, actor, input.dossierId, appointmentPolicy.read);
  const [{ rows, count }] = await Promise.all([
    createAppointmentsRepository(database.db).list(row.organizationId, row.id, {
      upcoming: input.upcoming,
      now: input.now ?? new Date(),
      page: input.page,
    }),
    recordDossierReads(database, actor, [{ dossierId: row.id, action: 'read', subject: 'appointments' }]),
  ]);
  return {
    appointments: rows.map((appointment) => viewOf(actor, facts, appointment)),
    count,
    canCreate: appointmentPolicy.create(actor, facts),
  };
}

/** An appointment with its dossier, for this reader: one of a dossier they may not read is not found. */
async function loadAppointment(db: Db, actor: Actor, appointmentId: string) {
  const appointment = await createAppointmentsRepository(db).find(actor.organizationId, appointmentId);
  if (!appointment) throw appointmentErrors.notFound();
  const { row, facts } = await loadDossier(db, actor, appointment.dossierId).catch((error: unknown) => {
    // A candidate asking for another dossier's appointment learns nothing of it either.
    throw error instanceof ApiError && error.status === 403 && actor.userType === 'client'
      ? appointmentErrors.notFound()
      : error;
  });
  return { appointment, dossier: row, facts };
}

/** GET appointment/{id}; the read is logged. */
export async function readAppointment(database: Database, actor: Actor, appointmentId: string) {
  const { appointment, dossier, facts } = await loadAppointment(database.db, actor, appointmentId);
  await recordDossierReads(database, actor, [
    { dossierId: dossier.id, action: 'read', subject: 'appointment', subjectId: appointment.id },
  ]);
  return viewOf(actor, facts, appointment);
}

/** The moments of the attributes in Amsterdam; an appointment lies in the future. */
function momentsOf(attributes: AppointmentAttributes, now: Date) {
  const startsAt = amsterdamMoment(attributes.date, attributes.startTime);
  const endsAt = amsterdamMoment(attributes.date, attributes.endTime);
  if (!startsAt || !endsAt) throw appointmentErrors.noSuchTime();
  if (startsAt.getTime() <= now.getTime()) throw appointmentErrors.past();
  return { startsAt, endsAt };
}

const valuesOf = (attributes: AppointmentAttributes) => ({
  location: attributes.location,
  videoUrl: attributes.videoUrl,
  note: attributes.note,
});

/**
 * Inside the caller's transaction: the mails with the calendar invitation (to the candidate at
 * the dossier's address and to the coach who planned it) and the candidate's notification.
 */
async function announce(tx: Db, mailer: Mailer, actor: Actor, appointment: AppointmentRow, change: AppointmentChange) {
  const repo = createAppointmentsRepository(tx);
  // One after the other: a transaction's client runs one query at a time.
  const people = await repo.people(appointment);
  const organisation = await organizationName(tx, appointment.organizationId);
  const organizationLabel = organisation ?? 'Koers';
  const type = `appointment_${change}` as const;
  const values = (met: string, naam: string) => ({
    naam,
    met,
    wanneer: appointmentWhen(appointment),
    waar: appointmentWhere(appointment),
    notitie: appointment.note ? `Toelichting: ${appointment.note}` : '',
  });
  const coach = people.organizerName ?? organizationLabel;
  const recipients = [
    { email: people.candidateEmail, name: people.candidateName, withName: coach },
    { email: people.organizerEmail, name: coach, withName: people.candidateName },
  ];
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const calendar = appointmentCalendar({
      appointment,
      people,
      withName: recipient.withName,
      organizationName: organizationLabel,
      change,
    });
    await mailer.record(tx, {
      type,
      to: recipient.email,
      organizationId: appointment.organizationId,
      values: values(recipient.withName, recipient.name),
      attachments: [calendar],
    });
  }
  await notifyAppointment(tx, {
    actor,
    dossierId: appointment.dossierId,
    appointmentId: appointment.id,
    change,
    when: appointmentWhen(appointment),
  });
}

async function afterWrite(database: Database, mailer: Mailer, actor: Actor, facts: DossierFacts, id: string) {
  // The invitations go now; what fails stays in the outbox for the delivery job.
  await mailer.deliverDue(database.db);
  const found = await createAppointmentsRepository(database.db).find(facts.organizationId, id);
  if (!found) throw appointmentErrors.notFound();
  return viewOf(actor, facts, found);
}

type WriteInput = { database: Database; mailer: Mailer; actor: Actor; attributes: AppointmentAttributes; now?: Date };

/** POST dossier/{id}/appointments: a coach of the active dossier plans an appointment; both get an invitation. */
export async function createAppointment(input: WriteInput & { dossierId: string }): Promise<AppointmentView> {
  const { database, actor, attributes } = input;
  const { row, facts } = await loadDossier(database.db, actor, input.dossierId);
  checkWritable(facts, actor);
  const moments = momentsOf(attributes, input.now ?? new Date());
  const appointment = await database.db.transaction(async (tx) => {
    const inserted = await createAppointmentsRepository(tx).insert({
      organizationId: row.organizationId,
      dossierId: row.id,
      ...moments,
      ...valuesOf(attributes),
      organizerContextId: actor.userContextId,
      updatedByContextId: actor.userContextId,
    });
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'create',
      subject: 'appointment',
      subjectId: inserted.id,
    });
    await announce(tx, input.mailer, actor, inserted, 'planned');
    return inserted;
  });
  return afterWrite(database, input.mailer, actor, facts, appointment.id);
}

/** Planning, changing and cancelling: staff who handle the active dossier. */
function checkWritable(facts: DossierFacts, actor: Actor) {
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(appointmentPolicy.create, actor, facts, 'Je kunt in dit dossier geen afspraken plannen.');
}

/** PATCH appointment/{id}: new values; an update with the same UID and a higher SEQUENCE goes out. */
export async function updateAppointment(input: WriteInput & { appointmentId: string }): Promise<AppointmentView> {
  const { database, actor, attributes } = input;
  const { appointment, dossier, facts } = await loadAppointment(database.db, actor, input.appointmentId);
  checkWritable(facts, actor);
  if (appointment.cancelledAt) throw appointmentErrors.cancelled();
  const moments = momentsOf(attributes, input.now ?? new Date());
  await database.db.transaction(async (tx) => {
    const updated = await createAppointmentsRepository(tx).update(dossier.organizationId, appointment.id, {
      ...moments,
      ...valuesOf(attributes),
      sequence: appointment.sequence + 1,
      // A changed appointment is reminded of again the day before its (new) date.
      remindedAt: null,
      updatedByContextId: actor.userContextId,
    });
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'update',
      subject: 'appointment',
      subjectId: appointment.id,
    });
    await announce(tx, input.mailer, actor, updated, 'changed');
  });
  return afterWrite(database, input.mailer, actor, facts, appointment.id);
}

/** DELETE appointment/{id}: cancels it; it stays as cancelled, and a METHOD:CANCEL goes out. */
export async function cancelAppointment(input: {
  database: Database;
  mailer: Mailer;
  actor: Actor;
  appointmentId: string;
}): Promise<void> {
  const { database, actor } = input;
  const { appointment, dossier, facts } = await loadAppointment(database.db, actor, input.appointmentId);
  checkWritable(facts, actor);
  if (appointment.cancelledAt) throw appointmentErrors.cancelled();
  await database.db.transaction(async (tx) => {
    const cancelled = await createAppointmentsRepository(tx).update(dossier.organizationId, appointment.id, {
      cancelledAt: new Date(),
      sequence: appointment.sequence + 1,
      updatedByContextId: actor.userContextId,
    });
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'delete',
      subject: 'appointment',
      subjectId: appointment.id,
    });
    await announce(tx, input.mailer, actor, cancelled, 'cancelled');
  });
  await input.mailer.deliverDue(database.db);
}

/**
 * The reminders of the day before (a job, every hour): each planned appointment of tomorrow in
 * Amsterdam is claimed once and its people notified; their e-mail settings decide the mail.
 */
export async function remindAppointments(input: { db: Db; now?: Date }): Promise<number> {
  const now = input.now ?? new Date();
  const tomorrow = addDays(todayInAmsterdam(now), 1);
  const from = amsterdamMoment(tomorrow, '00:00');
  const to = amsterdamMoment(addDays(tomorrow, 1), '00:00');
  if (!from || !to) return 0;
  return input.db.transaction(async (tx) => {
    const due = await createAppointmentsRepository(tx).claimReminders(from, to, now);
    for (const appointment of due) {
      await notifyAppointmentReminder(tx, {
        organizationId: appointment.organizationId,
        dossierId: appointment.dossierId,
        appointmentId: appointment.id,
        organizerContextId: appointment.organizerContextId,
        when: appointmentWhen(appointment),
        where: appointmentWhere(appointment),
      });
    }
    return due.length;
  });
}
