import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReplacementChoice } from '@club/shared';
import { dutyMessages, linkAnswerMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';

type Person = { id: number; name: string };

type CantServeDialogProps = {
  opened: boolean;
  /** The night in words, as the title says it. */
  date: string;
  /**
   * Issue 25: the member's household (partner, shared inbox) on duty the same night. The dialog then asks, one by
   * one, whether each still serves, and `alsoFor` names those who cannot either.
   */
  household?: Person[];
  onAnswer: (replacement: ReplacementChoice, alsoFor: number[]) => void;
  onClose: () => void;
};

/**
 * Issue 17: "I can't serve" on one's own night must reach someone; the member says who, in the same step. Issue 19
 * part 3's "I can't make it" asks the same question.
 */
export function CantServeDialog({ opened, date, household = [], onAnswer, onClose }: CantServeDialogProps) {
  const locale = useReaderLocale();
  const duty = dutyMessages(locale);
  const answers = linkAnswerMessages(locale);
  // The choice made, and the household members answered for so far; the next one unanswered is asked about.
  const [asked, setAsked] = useState<{ choice: ReplacementChoice; alsoFor: number[]; answered: number } | null>(null);
  const close = () => {
    setAsked(null);
    onClose();
  };
  const finish = (choice: ReplacementChoice, alsoFor: number[]) => {
    setAsked(null);
    onAnswer(choice, alsoFor);
  };
  const choose = (choice: ReplacementChoice) =>
    household.length === 0 ? finish(choice, []) : setAsked({ choice, alsoFor: [], answered: 0 });
  const other = asked ? household[asked.answered] : undefined;
  const answerFor = (person: Person, serves: boolean) => {
    if (!asked) return;
    const alsoFor = serves ? asked.alsoFor : [...asked.alsoFor, person.id];
    if (asked.answered + 1 >= household.length) finish(asked.choice, alsoFor);
    else setAsked({ ...asked, alsoFor, answered: asked.answered + 1 });
  };
  return (
    <Modal opened={opened} onClose={close} title={duty.cantServeTitle(date)} centered>
      {asked && other ? (
        <Stack gap="md">
          <Text>{answers.householdQuestion(other.name, date)}</Text>
          <Button size="md" variant="light" onClick={() => answerFor(other, true)}>
            {answers.householdServes(other.name)}
          </Button>
          <Button size="md" color="red" variant="light" onClick={() => answerFor(other, false)}>
            {answers.householdCantEither(other.name)}
          </Button>
        </Stack>
      ) : (
        <CantServeChoice onChoose={choose} onClose={close} />
      )}
    </Modal>
  );
}

function CantServeChoice({
  onChoose,
  onClose,
}: {
  onChoose: (choice: ReplacementChoice) => void;
  onClose: () => void;
}) {
  const duty = dutyMessages(useReaderLocale());
  return (
    <>
      <Stack gap="md">
        <Text>{duty.cantServeQuestion}</Text>
        <Button size="md" onClick={() => onChoose('ask_others')}>
          {duty.askOthers}
        </Button>
        <Button size="md" variant="light" onClick={() => onChoose('tell_admins')}>
          {duty.tellAdmins}
        </Button>
        <Button size="md" variant="default" onClick={onClose}>
          {duty.keepDuty}
        </Button>
      </Stack>
    </>
  );
}
