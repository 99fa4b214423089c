import { zodResolver } from '@hookform/resolvers/zod';
import { CANDIDATE_INVITATION_DAYS } from '@koers/shared/dossiers';
import { memberPolicy } from '@koers/shared/permissions/member.policy';
import { type MemberInvitationInput, memberInvitationSchema } from '@koers/shared/schemas/member.schema';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormRootError } from '../../../components/form-root-error';
import { NoAccessPage } from '../../../components/no-access-page';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useInviteMember } from '../api/members';
import { MEMBERS_CRUMBS, RightsFields } from '../components/member-parts';

/** `/settings/organization/members/new` (Collega uitnodigen): address, name and rights; a link goes out by e-mail. */
export function MemberNewRoute() {
  usePageTitle('Collega uitnodigen');
  const { actor, userContext } = useCurrentContext();
  const invite = useInviteMember(userContext.organization.id);
  const navigate = useNavigate();
  const form = useForm<MemberInvitationInput>({
    resolver: zodResolver(memberInvitationSchema),
    defaultValues: {
      email: '',
      name: '',
      rights: { administrator: false, accountManager: false, coach: true, canManageOtherCandidates: false },
    },
  });
  if (!memberPolicy.invite(actor)) return <NoAccessPage reason="no-access" />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values);
      if (member) navigate(`/settings/organization/members/${member.id}`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const rightsErrors = form.formState.errors.rights;
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={MEMBERS_CRUMBS} current="Collega uitnodigen" />}
      title="Collega uitnodigen"
      maxWidth={720}
    >
      <Typography color="text.secondary">
        Je collega krijgt een e-mail met een link die {CANDIDATE_INVITATION_DAYS} dagen geldig is en één keer werkt. Met
        die link kiest je collega een wachtwoord en werkt daarna in Koers met de rechten die je hier kiest. Heeft je
        collega al een account bij Koers, dan accepteert die de uitnodiging door in te loggen.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Collega uitnodigen">
            <TextField label="E-mailadres" type="email" required autoComplete="off" {...textFieldOf(form, 'email')} />
            <TextField label="Naam" required autoComplete="off" {...textFieldOf(form, 'name')} />
            <Controller
              control={form.control}
              name="rights"
              render={({ field }) => (
                <RightsFields
                  value={field.value}
                  onChange={field.onChange}
                  errors={{
                    administrator:
                      rightsErrors?.administrator?.message ?? rightsErrors?.root?.message ?? rightsErrors?.message,
                    canManageOtherCandidates: rightsErrors?.canManageOtherCandidates?.message,
                  }}
                />
              )}
            />
            <FormRootError message={form.formState.errors.root?.message} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                Uitnodiging versturen
              </Button>
              <Button component={RouterLink} to="/settings/organization/members">
                Annuleren
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </CrumbedPage>
  );
}
