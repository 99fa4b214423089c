import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { NO_PARTNER_MESSAGE } from '@koers/shared';

export const conversationErrors = {
  notFound: () => notFound('Dit gesprek bestaat niet of je hebt er geen toegang toe.'),
  messageNotFound: () => notFound('Dit bericht bestaat niet of je hebt er geen toegang toe.'),
  userContextNotFound: () => notFound('Deze gebruiker bestaat niet of je hebt er geen toegang toe.'),
  participantNotFound: () => notFound('Deze deelnemer bestaat niet of neemt niet (meer) deel aan dit gesprek.'),
  noPartner: () =>
    createError({
      status: 422,
      code: 'conversations.no_partner',
      detail: NO_PARTNER_MESSAGE,
      pointer: '/data/relationships/participants',
    }),
  partnerNotAllowed: () =>
    createError({
      status: 422,
      code: 'conversations.partner_not_allowed',
      detail: 'Met deze persoon kun je geen gesprek beginnen.',
      pointer: '/data/relationships/participants',
    }),
  tooManyPartners: () =>
    createError({
      status: 422,
      code: 'conversations.too_many_partners',
      detail: 'Een gesprek heeft hoogstens 20 gesprekspartners.',
      pointer: '/data/relationships/participants',
    }),
  noThread: () =>
    createError({
      status: 422,
      code: 'conversations.no_thread',
      detail: 'Geef het gesprek op waarin het bericht komt.',
      pointer: '/data/relationships/thread',
    }),
  threadNotFound: () =>
    createError({
      status: 404,
      code: 'conversations.thread_not_found',
      detail: 'Dit gesprek bestaat niet of je hebt er geen toegang toe.',
      pointer: '/data/relationships/thread',
    }),
  /** Only oneself can be taken out of a conversation. */
  removeOther: () =>
    createError({
      status: 403,
      code: 'conversations.remove_other',
      detail: 'Je kunt alleen zelf een gesprek verlaten.',
    }),
  otherUserContext: () =>
    createError({
      status: 404,
      code: 'conversations.other_user_context',
      detail: 'Deze gebruiker bestaat niet of je hebt er geen toegang toe.',
    }),
};
