import { Alert, Button, Center, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { IconCircleCheck } from '@tabler/icons-react';
import { SQUAREHEAD_FIELDS } from '@club/shared/plain';
import type { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { formatDanceDate } from '../utils/schedule-dates';
import { scrollRegionProps } from '../../../../components/scroll-region';

type AutoFill = ReturnType<typeof useScheduleMutations>['autoFill'];

type AutoFillDialogProps = {
  opened: boolean;
  /** The preview (apply: false) and then the save (apply: true) run through this one mutation. */
  autoFill: AutoFill;
  onSave: () => void;
  onClose: () => void;
};

/** Review before saving: the server proposes a member for each empty slot, and nothing is stored until Save. */
export function AutoFillDialog({ opened, autoFill, onSave, onClose }: AutoFillDialogProps) {
  const isPhone = useIsPhone();
  const isSaving = autoFill.isPending && autoFill.variables?.apply === true;
  const proposals = autoFill.isPending && autoFill.variables?.apply !== true ? undefined : autoFill.data?.proposals;

  const renderBody = () => {
    if (autoFill.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          The proposal could not be made. Close this window and try again.
        </Alert>
      );
    }
    if (!proposals) {
      return (
        <Center py="xl" aria-busy>
          <LoadingIndicator label="Finding members for the empty slots" />
        </Center>
      );
    }
    if (proposals.length === 0) {
      return (
        <Alert color="green" variant="light" icon={<IconCircleCheck />}>
          Every slot is already filled; there is nothing to add.
        </Alert>
      );
    }
    return (
      <Stack gap="xs">
        <Text size="sm">
          {proposals.length} empty {proposals.length === 1 ? 'slot' : 'slots'} can be filled. Check the names, then
          save; you can still change any of them afterwards.
        </Text>
        <ScrollArea.Autosize
          mah={isPhone ? undefined : 360}
          viewportProps={scrollRegionProps('Proposed assignments, scrolls')}
        >
          <Table striped withTableBorder aria-label="Proposed assignments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Slot</Table.Th>
                <Table.Th>Member</Table.Th>
                <Table.Th>Nights so far</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposals.map((proposal) => (
                <Table.Tr key={`${proposal.assignment_id}-${proposal.field}`}>
                  <Table.Td>{formatDanceDate(proposal.dance_date)}</Table.Td>
                  <Table.Td>Squarehead {SQUAREHEAD_FIELDS.indexOf(proposal.field) + 1}</Table.Td>
                  <Table.Td>{proposal.member_name}</Table.Td>
                  {/* Issue 19: the count the member was chosen by (fewest first), so the choice explains itself. */}
                  <Table.Td>{proposal.duty_count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Fill Empty Slots"
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeOnEscape={!isSaving}
      withCloseButton={!isSaving}
    >
      <Stack gap="lg">
        {renderBody()}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {proposals?.length === 0 ? 'Close' : 'Cancel'}
          </Button>
          {proposals && proposals.length > 0 && (
            <Button onClick={onSave} loading={isSaving}>
              Save assignments
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
