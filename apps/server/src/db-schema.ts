// Every table of the main backend, for drizzle-kit and for the test factories.
export * from './modules/authentication-requirements/authentication-requirements.table';
export * from './modules/custom-menu-items/custom-menu-items.table';
export * from './modules/custom-pages/custom-pages.table';
export * from './modules/dossiers/dossiers.table';
export * from './modules/employers/employers.table';
export * from './modules/mail/mail.table';
export * from './modules/onboardings/onboardings.table';
export * from './modules/organizations/organizations.table';
export * from './modules/password-resets/password-resets.table';
export * from './modules/reference-lists/reference-lists.table';
export * from './modules/sessions/sessions.table';
export * from './modules/themes/themes.table';
export * from './modules/user-contexts/user-contexts.table';
export * from './modules/users/users.table';
