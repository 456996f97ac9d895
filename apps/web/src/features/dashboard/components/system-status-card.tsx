import { Badge, Text } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import type { Status } from '@club/shared';
import { catalog, dashboardMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { environmentOf } from '../../../lib/environment';
import { formatTimestamp } from '../utils/format-timestamp';
import { InfoCard } from './info-card';

const ENVIRONMENT_COLORS: Record<Status['environment'], string> = {
  development: 'orange',
  preview: 'grape',
  production: 'green',
};

type SystemStatusCardProps = {
  status: Status | undefined;
  /** Issue 17: a member needs only to know that the system works and how current that is; the rest is for admins. */
  isForMember?: boolean;
};

/** SPEC §2 system status: environment badge, API version, database type, status and last update. */
export function SystemStatusCard({ status, isForMember = false }: SystemStatusCardProps) {
  const to = { locale: useReaderLocale() };
  const say = dashboardMessages(to.locale);
  const environment = status && environmentOf(status.environment);
  const adminRows = status &&
    environment && [
      {
        label: catalog.dash_environment({}, to),
        value: (
          <Badge color={ENVIRONMENT_COLORS[environment]} variant="filled" data-testid="env-badge">
            {say.environments[environment]}
          </Badge>
        ),
      },
      { label: catalog.dash_api_version({}, to), value: status.version },
      { label: catalog.dash_database({}, to), value: status.database.database_type },
    ];
  const sharedRows = status && [
    {
      label: catalog.dash_status({}, to),
      value: (
        <Badge color="green" variant="light" tt="capitalize">
          {say.operational}
        </Badge>
      ),
    },
    {
      label: catalog.dash_last_updated({}, to),
      value: (
        <Text span size="sm" component="time" dateTime={status.timestamp}>
          {formatTimestamp(status.timestamp, to.locale)}
        </Text>
      ),
    },
  ];
  const rows = isForMember ? sharedRows : adminRows && sharedRows && [...adminRows, ...sharedRows];
  return (
    <InfoCard
      title={catalog.dash_system_status({}, to)}
      loadingLabel={catalog.dash_loading_system_status({}, to)}
      icon={<IconServer size={20} />}
      rows={rows}
      skeletonRows={isForMember ? 2 : 5}
    />
  );
}
