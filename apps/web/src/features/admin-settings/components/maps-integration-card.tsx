import { NumberInput, SimpleGrid } from '@mantine/core';
import type { AdminSettings } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useSecretRemoval } from '../hooks/use-secret-removal';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SecretInput } from './secret-input';
import { SettingsCard } from '../../../components/settings-card';

type MapsIntegrationCardProps = { form: SettingsFormApi; isKeySet: AdminSettings['google_api_key_set'] };

export function MapsIntegrationCard({ form, isKeySet }: MapsIntegrationCardProps) {
  const { removeSecret, removingKey } = useSecretRemoval();
  const to = { locale: useReaderLocale() };
  return (
    <SettingsCard title={catalog.adm_b_maps_title({}, to)} description={catalog.adm_b_maps_description({}, to)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <SecretInput
          label={catalog.adm_b_maps_key_label({}, to)}
          description={catalog.adm_b_write_only({}, to)}
          isSet={isKeySet}
          value={form.values.google_api_key}
          onChange={(value) => form.setFieldValue('google_api_key', value)}
          error={form.errors.google_api_key}
          onRemove={() => removeSecret('google_api_key')}
          isRemoving={removingKey === 'google_api_key'}
          autoComplete="off"
        />
        <NumberInput
          label={catalog.adm_b_geocoding_batch_label({}, to)}
          description={catalog.adm_b_geocoding_batch_description({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('geocoding_batch_size')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
