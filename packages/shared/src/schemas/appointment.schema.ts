import {
  APPOINTMENT_LOCATION_MAX,
  APPOINTMENT_MAX_MINUTES,
  APPOINTMENT_NOTE_MAX,
  APPOINTMENT_URL_MAX,
} from '../appointments';
import { z } from '../zod-nl';
import { dateSchema, optionalText } from './fields.schema';
import { plainText } from './text.schema';

/** A clock time as HH:MM (24 hours). */
function timeSchema(what: string) {
  return plainText({ error: `Vul ${what} in.` })
    .trim()
    .min(1, { error: `Vul ${what} in.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Vul een geldige tijd in (uu:mm), bijvoorbeeld 14:30.' });
}

/** An optional web address for a video call: https only, so a mail never carries another scheme. */
const videoUrlSchema = plainText({ error: 'Vul een videolink in.' })
  .trim()
  .max(APPOINTMENT_URL_MAX, { error: `De videolink mag maximaal ${APPOINTMENT_URL_MAX} tekens bevatten.` })
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value))
  .pipe(
    z
      .url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'Vul een geldige videolink in die met https:// begint.',
      })
      .nullable(),
  );

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * An appointment as a coach plans it: the day and its times in Amsterdam, a place or a video
 * link (or both), a note for the candidate. Whether it lies in the future is the server's check.
 */
export const appointmentSchema = z
  .object({
    date: dateSchema('een datum'),
    startTime: timeSchema('een begintijd'),
    endTime: timeSchema('een eindtijd'),
    location: optionalText(APPOINTMENT_LOCATION_MAX),
    videoUrl: videoUrlSchema,
    note: optionalText(APPOINTMENT_NOTE_MAX),
  })
  .superRefine((value, context) => {
    const minutes = minutesOf(value.endTime) - minutesOf(value.startTime);
    if (minutes === 0) {
      context.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'Een afspraak kan niet 0 minuten duren: kies een eindtijd na de begintijd.',
      });
    } else if (minutes < 0) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'De eindtijd moet na de begintijd liggen.' });
    } else if (minutes > APPOINTMENT_MAX_MINUTES) {
      context.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: `Een afspraak duurt maximaal ${APPOINTMENT_MAX_MINUTES / 60} uur.`,
      });
    }
    if (!value.location && !value.videoUrl) {
      context.addIssue({ code: 'custom', path: ['location'], message: 'Vul een plaats of een videolink in.' });
    }
  });
export type AppointmentInput = z.input<typeof appointmentSchema>;

/** `filter[when]` of a dossier's appointments: the coming ones (planned, not ended) or all. */
export const appointmentWhenFilterSchema = z.enum(['upcoming', 'all'], { error: 'Kies upcoming of all.' });
