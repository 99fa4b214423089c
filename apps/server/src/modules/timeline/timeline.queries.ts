import type { Db } from '@koers/server-core/db/database';
import { SUGGESTED_STATE_CODE, type TimelineKind } from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { appointments } from '../../schema/appointments.table';
import { conversationEvents, conversationParticipants, conversations } from '../../schema/conversations.table';
import { dossierAccessLog } from '../../schema/dossier-access-log.table';
import { employerAnswers } from '../../schema/employer-answers.table';
import { internalVacancies } from '../../schema/internal-vacancies.table';
import { journalEntries } from '../../schema/journal.table';
import { savedVacancies, vacancyActivities, vacancyStates } from '../../schema/saved-vacancies.table';
import { trackExtensions, tracks } from '../../schema/tracks.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** One thing that happened in a dossier, from whichever record holds it (nothing is copied). */
export type TimelineRow = {
  kind: TimelineKind;
  /** The id of the record it comes from (entry, track, extension, activity, message, log entry). */
  id: string;
  /** When it happened (ISO 8601). */
  at: string;
  /** What happened: the journal entry's kind; started/extended/updated; proposed/create/update/destroy; message. */
  action: string;
  /** Journal text, the extension's reason, a message's content (only for who may read it). */
  text: string | null;
  actorName: string | null;
  /** The journal entry, the track, the saved vacancy or the conversation it belongs to. */
  subjectId: string | null;
  /** A conversation's subject (only for who may read it). */
  subject: string | null;
  vacancyType: string | null;
  vacancyId: string | null;
  /** An organisation's own vacancy's title (internet vacancies live in the vacancies service). */
  vacancyTitle: string | null;
  /** Track dates or vacancy state labels before and after. */
  fromValue: string | null;
  toValue: string | null;
  visibility: string | null;
  /** A message: the reader takes part in its conversation (and so reads it). */
  readable: boolean;
};

export type TimelineScope = {
  organizationId: string;
  dossierId: string;
  /** Who reads: their own conversations' messages show with their text. */
  readerContextId: string;
  /** The reader sees team-only journal entries (staff who handle the dossier). */
  seesTeamOnly: boolean;
  kinds: readonly TimelineKind[];
  page: { size: number; offset: number };
};

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each kind's rows, all with the same columns (see TimelineRow; `actor` is a user context). */
function branches(scope: TimelineScope): Record<TimelineKind, SQL> {
  const { organizationId: org, dossierId: dossier, readerContextId: reader } = scope;
  // A dated entry sorts at the moment it was written when written that day, else at noon of its day.
  const journal = sql`
    select 'journal' as kind, je.id, case
        when je.occurred_on = (je.created_at at time zone 'Europe/Amsterdam')::date then je.created_at
        else (je.occurred_on + time '12:00') at time zone 'Europe/Amsterdam' end as at,
      je.kind as action, je.text, je.created_by_context_id as actor, je.id as subject_id, null::text as subject,
      null::text as vacancy_type, null::uuid as vacancy_id, null::text as vacancy_title,
      null::text as from_value, null::text as to_value, je.visibility, false as readable
    from ${journalEntries} je
    where je.organization_id = ${org} and je.dossier_id = ${dossier}
      ${scope.seesTeamOnly ? sql`` : sql`and je.visibility = 'candidate'`}`;
  const track = sql`
    select 'track', t.id, t.created_at, 'started', null, null::uuid, t.id, null, null, null::uuid, null,
      t.starts_on::text, t.ends_on::text, null, false
    from ${tracks} t
    where t.organization_id = ${org} and t.dossier_id = ${dossier}
    union all
    select 'track', x.id, x.created_at, 'extended', x.reason, x.created_by_context_id, t.id, null, null, null::uuid,
      null, x.previous_ends_on::text, x.ends_on::text, null, false
    from ${trackExtensions} x
    join ${tracks} t on t.organization_id = x.organization_id and t.id = x.track_id
    where t.organization_id = ${org} and t.dossier_id = ${dossier}
    union all
    select 'track', l.id, l.created_at, 'updated', null, l.user_context_id, l.subject_id, null, null, null::uuid,
      null, null, null, null, false
    from ${dossierAccessLog} l
    where l.organization_id = ${org} and l.dossier_id = ${dossier} and l.action = 'update' and l.subject = 'track'`;
  const activities = (proposals: boolean) => sql`
    select ${proposals ? sql`'proposal'` : sql`'saved_vacancy'`}, a.id, a.event_at,
      ${proposals ? sql`'proposed'` : sql`a.action`}, null, a.actor_context_id, sv.id, null,
      sv.vacancy_type, sv.vacancy_id, iv.title, fs.label, ts.label, null, false
    from ${vacancyActivities} a
    join ${savedVacancies} sv on sv.organization_id = a.organization_id and sv.id = a.saved_vacancy_id
    left join ${vacancyStates} fs on fs.id = a.from_state_id
    left join ${vacancyStates} ts on ts.id = a.to_state_id
    left join ${internalVacancies} iv
      on sv.vacancy_type = 'InternalVacancy' and iv.organization_id = sv.organization_id and iv.id = sv.vacancy_id
    where a.organization_id = ${org} and sv.dossier_id = ${dossier}
      and ${proposals ? sql`` : sql`not`} (a.action = 'create' and ts.code is not distinct from ${SUGGESTED_STATE_CODE})`;
  // The candidate's conversations (also those they left): their messages, with text only for participants.
  const message = sql`
    select 'message', e.id, e.created_at, 'message', case when r.readable then e.content end, e.actor_context_id,
      c.id, case when r.readable then c.subject end, null, null::uuid, null, null, null, null, r.readable
    from ${conversationEvents} e
    join ${conversations} c on c.organization_id = e.organization_id and c.id = e.conversation_id
    cross join lateral (select exists (
      select 1 from ${conversationParticipants} p
      where p.organization_id = c.organization_id and p.conversation_id = c.id
        and p.user_context_id = ${reader} and p.left_at is null) as readable) r
    where e.organization_id = ${org} and e.kind = 'message' and exists (
      select 1 from ${conversationParticipants} p
      join ${userContexts} uc on uc.id = p.user_context_id
      where p.organization_id = c.organization_id and p.conversation_id = c.id
        and uc.dossier_id = ${dossier} and uc.user_type = 'client')`;
  // An appointment: planned (the row), each change and its cancellation (the access log); the
  // current day and times, place (or a video call) and note come along.
  const appointment = sql`
    select 'appointment', x.id, x.at, x.action, a.note, x.actor, a.id, coalesce(a.location, 'Videogesprek'), null,
      null::uuid, null, ${iso(sql`a.starts_at`)}, ${iso(sql`a.ends_at`)}, null, false
    from ${appointments} a
    cross join lateral (
      select a.id, a.created_at as at, 'planned' as action, a.organizer_context_id as actor
      union all
      select l.id, l.created_at, case l.action when 'delete' then 'cancelled' else 'changed' end, l.user_context_id
      from ${dossierAccessLog} l
      where l.organization_id = a.organization_id and l.dossier_id = a.dossier_id and l.subject = 'appointment'
        and l.subject_id = a.id and l.action in ('update', 'delete')) x
    where a.organization_id = ${org} and a.dossier_id = ${dossier}`;
  // An employer contact's answer to the proposal (issue 38.3); its note is for the team.
  const employerAnswer = sql`
    select 'employer_answer', ea.id, ea.created_at, ea.answer, ${scope.seesTeamOnly ? sql`ea.note` : sql`null`},
      ea.answered_by_context_id, ea.saved_vacancy_id, null, 'InternalVacancy', iv.id, iv.title, ea.reason, null,
      null, false
    from ${employerAnswers} ea
    join ${internalVacancies} iv on iv.organization_id = ea.organization_id and iv.id = ea.internal_vacancy_id
    where ea.organization_id = ${org} and ea.dossier_id = ${dossier}`;
  return {
    journal,
    appointment,
    track,
    proposal: activities(true),
    employer_answer: employerAnswer,
    saved_vacancy: activities(false),
    message,
  };
}

/**
 * The dossier's timeline: newest first, one page, with the total. One statement: the kinds
 * asked for as a UNION ALL over the records that hold them, names joined once around it.
 */
export async function timelinePage(db: Db, scope: TimelineScope): Promise<{ rows: TimelineRow[]; count: number }> {
  const all = branches(scope);
  const union = sql.join(
    scope.kinds.map((kind) => sql`(${all[kind]})`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select i.kind, i.id, ${iso(sql`i.at`)} as at, i.action, i.text, u.name as actor_name, i.subject_id, i.subject,
      i.vacancy_type, i.vacancy_id, i.vacancy_title, i.from_value, i.to_value, i.visibility, i.readable,
      count(*) over ()::int as total
    from (${union}) as i (kind, id, at, action, text, actor, subject_id, subject, vacancy_type, vacancy_id,
      vacancy_title, from_value, to_value, visibility, readable)
    left join ${userContexts} uc on uc.id = i.actor
    left join ${users} u on u.id = uc.user_id
    order by i.at desc, i.id desc
    limit ${scope.page.size} offset ${scope.page.offset}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    rows: rows.map((row) => ({
      kind: row.kind as TimelineKind,
      id: String(row.id),
      at: String(row.at),
      action: String(row.action),
      text: (row.text as string | null) ?? null,
      actorName: (row.actor_name as string | null) ?? null,
      subjectId: (row.subject_id as string | null) ?? null,
      subject: (row.subject as string | null) ?? null,
      vacancyType: (row.vacancy_type as string | null) ?? null,
      vacancyId: (row.vacancy_id as string | null) ?? null,
      vacancyTitle: (row.vacancy_title as string | null) ?? null,
      fromValue: (row.from_value as string | null) ?? null,
      toValue: (row.to_value as string | null) ?? null,
      visibility: (row.visibility as string | null) ?? null,
      readable: row.readable === true,
    })),
    // A page past the end has no rows to carry the total: count again only then.
    count: rows.length > 0 ? Number(rows[0]?.total) : scope.page.offset === 0 ? 0 : await countOnly(db, union),
  };
}

async function countOnly(db: Db, union: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from (${union}) as i`);
  const [row] = (result as unknown as { rows: Array<{ total: number }> }).rows;
  return Number(row?.total ?? 0);
}
