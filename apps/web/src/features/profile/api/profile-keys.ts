export type ProfileSource = { kind: 'mine' } | { kind: 'dossier'; dossierId: string };

export const profileKeys = {
  all: ['profiles'] as const,
  of: (source: ProfileSource) =>
    source.kind === 'mine'
      ? ([...profileKeys.all, 'mine'] as const)
      : ([...profileKeys.all, 'dossier', source.dossierId] as const),
  referenceList: (list: string) => ['reference-lists', list] as const,
};
