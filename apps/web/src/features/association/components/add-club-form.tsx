import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { type AssociationClubCreated, CLUB_LOCALES, clubCreateSchema, type ClubCreate } from '@club/shared';
import { ASSOCIATION_MESSAGES, TIMEZONES } from '@club/shared/plain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { getErrorMessage } from '../../../lib/api-error';

const M = ASSOCIATION_MESSAGES;

/** Every zone this browser knows; the server checks against its own list, which names the same zones. */
const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : TIMEZONES.map(({ value }) => value);
const LOCALE_OPTIONS = CLUB_LOCALES.map((value) => ({ value, label: M.locales[value] }));
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type AddClubFormProps = {
  adding: boolean;
  onAdd: (club: ClubCreate) => Promise<AssociationClubCreated>;
};

type Added = { created: AssociationClubCreated; email: string };

/** Issue 28: a new club of the deployment, its main administrator e-mailed a first sign-in link. */
export function AddClubForm({ adding, onAdd }: AddClubFormProps) {
  const [added, setAdded] = useState<Added | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useSchemaForm(clubCreateSchema, {
    slug: '',
    name: '',
    time_zone: ZONES.includes(browserZone()) ? browserZone() : 'Europe/Berlin',
    locale: 'en',
    main_admin_email: '',
  });
  const submit = form.onSubmit(async (club) => {
    setAdded(null);
    setFailure(null);
    try {
      setAdded({ created: await onAdd(club), email: club.main_admin_email });
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) setFailure(error);
    }
  });
  return (
    <Stack gap="md" component="section" aria-labelledby="add-club-heading">
      <Title order={2} id="add-club-heading">
        {M.addHeading}
      </Title>
      {added && <AddedNote added={added} />}
      {failure !== null && (
        <Alert color="red" role="alert">
          {getErrorMessage(failure)}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={M.nameLabel} required size="md" {...form.getInputProps('name')} />
            <TextInput label={M.slugLabel} required size="md" autoCapitalize="none" {...form.getInputProps('slug')} />
            <NativeSelect
              label={M.timeZoneLabel}
              required
              size="md"
              data={ZONES}
              {...form.getInputProps('time_zone')}
            />
            <NativeSelect
              label={M.localeLabel}
              required
              size="md"
              data={LOCALE_OPTIONS}
              {...form.getInputProps('locale')}
            />
            <TextInput
              label={M.mainAdminLabel}
              type="email"
              autoComplete="off"
              required
              size="md"
              {...form.getInputProps('main_admin_email')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" size="md" leftSection={<IconPlus size={18} />} loading={adding}>
              {M.addClub}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function AddedNote({ added: { created, email } }: { added: Added }) {
  if (created.sign_in_link === null) {
    return (
      <Alert color="green" role="status" icon={<IconCheck />}>
        {created.delivery === 'no-mail-server' ? M.added(created.club.name) : M.addedMailed(created.club.name, email)}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status">
      <Stack gap="xs">
        {M.addedPassOn(created.club.name)}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code style={{ overflowWrap: 'anywhere' }}>{created.sign_in_link}</Code>
          <CopyButton value={created.sign_in_link}>
            {({ copied, copy }) => (
              <Button
                size="sm"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? M.copied : M.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
