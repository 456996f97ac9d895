/** Issue 25: the admin's rota page says what comes next: the month's work in order, one sentence each. */
export const ROTA_PAGE_MESSAGES = {
  stepsTitle: 'This month’s work',
  publishStep: 'Publish',
  publishFirst: 'E-mail every squarehead their nights, to confirm or decline.',
  publishAgain: (date: string) =>
    `Published ${date}. After changes, publish again: only squareheads with new nights are asked.`,
  answersStep: 'Answers',
  answersSentence: 'See who has not said yet whether they will be there; each gets one nudge before their night.',
  answersBeforePublish: 'Nobody has been asked yet.',
  promoteStep: 'Promote',
  promoteSentence: 'When the month begins, make this the current schedule; editing can go on.',
  outstanding: (count: number) => (count === 1 ? '1 answer outstanding' : `${count} answers outstanding`),
  allAnswered: 'Everyone on a published night has answered.',
  hideList: 'Hide the list',
} as const;
