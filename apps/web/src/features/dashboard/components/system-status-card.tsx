import { Badge, Text } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import type { Status } from '@club/shared';
import { ENVIRONMENT_BADGES } from '@club/shared/plain';
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
  const environment = status && environmentOf(status.environment);
  const adminRows = status &&
    environment && [
      {
        label: 'Environment',
        value: (
          <Badge color={ENVIRONMENT_COLORS[environment]} variant="filled" data-testid="env-badge">
            {ENVIRONMENT_BADGES[environment]}
          </Badge>
        ),
      },
      { label: 'API version', value: status.version },
      { label: 'Database', value: status.database.database_type },
    ];
  const sharedRows = status && [
    {
      label: 'Status',
      value: (
        <Badge color="green" variant="light" tt="capitalize">
          {status.status}
        </Badge>
      ),
    },
    {
      label: 'Last updated',
      value: (
        <Text span size="sm" component="time" dateTime={status.timestamp}>
          {formatTimestamp(status.timestamp)}
        </Text>
      ),
    },
  ];
  const rows = isForMember ? sharedRows : adminRows && sharedRows && [...adminRows, ...sharedRows];
  return (
    <InfoCard title="System Status" icon={<IconServer size={20} />} rows={rows} skeletonRows={isForMember ? 2 : 5} />
  );
}
