export const onboardingKeys = {
  all: ['onboardings'] as const,
  open: (dossierId: string) => [...onboardingKeys.all, 'open', dossierId] as const,
};
