import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, NIGHT_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding, potluckNight } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { AssignmentCards } from './assignment-cards';

// Issue 19: a night shows its details, and a cancelled one says so and why.
const night = potluckNight;
const cancelled: Assignment = { ...night, cancelled_at: '2027-04-01T10:00:00.000Z', cancel_reason: 'Hall flooded' };

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('a night on the rota', () => {
  it('shows its times and details, and a cancelled night says CANCELLED and why instead of its status', () => {
    const api = createFakeApi({ 'settings.branding': () => branding });
    render(
      <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
        <AssignmentCards
          assignments={[night, { ...cancelled, id: 10, dance_date: '2027-04-21' }]}
          scheduleType="current"
          ownId={null}
        />
      </AppProviders>,
    );
    expect(screen.getAllByText('7:00 PM–9:30 PM · Caller: Cal Caller · Program: Plus')).toHaveLength(2);
    expect(screen.getByText(NIGHT_MESSAGES.cancelledLine('Hall flooded'))).toBeTruthy();
    expect(screen.getByText(NIGHT_MESSAGES.cancelledBadge)).toBeTruthy();
    expect(screen.getByText('1/4 Assigned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel the night/ })).toBeNull();
  });
});
