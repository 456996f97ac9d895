import { NumberInput, SimpleGrid } from '@mantine/core';
import type { AdminSettings } from '@club/shared';
import { useSecretRemoval } from '../hooks/use-secret-removal';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SecretInput } from './secret-input';
import { SettingsCard } from '../../../components/settings-card';

type MapsIntegrationCardProps = { form: SettingsFormApi; isKeySet: AdminSettings['google_api_key_set'] };

export function MapsIntegrationCard({ form, isKeySet }: MapsIntegrationCardProps) {
  const { removeSecret, removingKey } = useSecretRemoval();
  return (
    <SettingsCard title="Maps Integration" description="The member map and address geocoding use this maps key.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <SecretInput
          label="Maps API key"
          description="Write-only: it is never shown again."
          isSet={isKeySet}
          value={form.values.google_api_key}
          onChange={(value) => form.setFieldValue('google_api_key', value)}
          error={form.errors.google_api_key}
          onRemove={() => removeSecret('google_api_key')}
          isRemoving={removingKey === 'google_api_key'}
          autoComplete="off"
        />
        <NumberInput
          label="Geocoding Batch Size"
          description="Addresses geocoded per batch, 1 to 100."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('geocoding_batch_size')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
